// written blind to the code (conversions review): d10_template_func_conv
template <class T> struct W { T v; operator T() const { return v; } };
template <class T> T twice(T a) { return a + a; }
int use(int x) { return x; }
void f() { W<int> w{3}; int r = twice<int>(w); int q = use(w); W<double> d{1.0}; double z = d * 2; (void)r;(void)q;(void)z; }
