// In a template's definition, a device variable read or written by a
// full-expression that depends on no parameter is warned about as
// outside templates; a return value, an initializer of a dependent type
// and a dependent operand are left to the instantiation.
__attribute__((device)) int dv;
__attribute__((device)) int da[4];
__attribute__((constant)) int cv;
struct S { int m; };
__attribute__((device)) S ds;
template<class T> int t1(){ int y = dv; return y; }
template<class T> int t2(){ return dv; }
template<class T> void t3(){ dv = 1; }
template<class T> void t4(T t){ dv = t; }
template<class T> void t5(T t){ t = dv; }
template<class T> void t6(){ int *p = &dv; (void)p; }
template<class T> void t7(){ int z = da[1] + ds.m + cv; (void)z; }
template<class T> void t8(){ if (dv) {} while (dv > 2) {} }
template<class T> void t9(){ dv++; da[0] += 2; }
template<class T> struct K0 { void m() { int q = dv; (void)q; } T n() { return dv; } };
template<class T> void t10(){ auto y = dv; (void)y; }
template<class T> void t11(){ T y = dv; (void)y; }
__attribute__((managed)) int mv;
__attribute__((device)) int *dp;
void g(int); void gr(int &); void gp(int *);
template <class T> void gt(T);
template<class T> struct K { T m; void a() { this->m = dv; } void b() { m = 1; dv = m; } };
template<class T> void u1(){ g(dv); gr(dv); gp(&dv); gt(dv); }
template<class T> void u2(){ auto l = [] { return dv; }; (void)l; }
template<class T> void u3(){ int x = mv; (void)x; mv = 2; }
template<class T> void u4(){ *dp = 1; int y = dp[0]; (void)y; }
template<class T> void u5(){ int y = sizeof(dv); decltype(dv) z = 0; (void)y; (void)z; }
template<class T> void u6(T u){ int y = u + dv; (void)y; }
template<class T> void u7(){ int y = T::v + dv; (void)y; }
template<class T> __attribute__((device)) void u8(){ int y = dv; (void)y; }
template<class T> __attribute__((host)) __attribute__((device)) void u9(){ int y = dv; (void)y; }
struct S { template <class T> void u10() { int y = dv; (void)y; } };
template<class T> void u11(){ for (int i = dv; i < dv; i += dv) {} }
template<class T> void u12(){ switch (dv) { default: break; } }
template<class T> void u13(){ int &r = dv; const int &c = dv; (void)r; (void)c; }
int main() { return 0; }
