// written blind to the code (conversions review): c32_member_operator_plus
struct V { int x; V operator+(const V& o) const { return V{x + o.x}; } V& operator+=(const V& o) { x += o.x; return *this; } };
struct W { operator V() const { return V{1}; } };
void f() { V a{1}, b{2}; V c = a + b; c += a; W w; V d = a + w; d += w; (void)d; }
