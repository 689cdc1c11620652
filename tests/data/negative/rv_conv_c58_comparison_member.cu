// written blind to the code (conversions review): c58_comparison_member
struct V { int x; bool operator<(const V& o) const { return x < o.x; } };
struct W { operator V() const { return V{3}; } };
void f() { V a{1}; W w; bool b = a < w; (void)b; }
