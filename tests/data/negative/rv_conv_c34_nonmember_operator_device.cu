// written blind to the code (conversions review): c34_nonmember_operator_device
struct V { int x; __attribute__((host)) __attribute__((device)) V(int i) : x(i) {} };
__attribute__((device)) V operator+(const V& a, const V& b) { return V(a.x + b.x); }
void f() { V a(1); V b = a + 2; (void)b; }
