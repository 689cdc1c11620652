// written blind to the code (conversions review): c33_nonmember_operator_conv
struct V { int x; V(int i) : x(i) {} };
V operator+(const V& a, const V& b) { return V(a.x + b.x); }
bool operator==(const V& a, const V& b) { return a.x == b.x; }
void f() { V a(1); V b = a + 2; V c = 3 + a; bool e = (a == 1); bool e2 = (1 == a); (void)b;(void)c;(void)e;(void)e2; }
