// options: --c++17 --gnu_version=120200 --allow_managed
// Uses of device variables in host code that read nothing: taking the
// address, binding a reference, sizeof, passing by reference; managed
// variables; accesses in device code; anything in a template.
__attribute__((device)) int dv;
__attribute__((device)) int darr[4];
__attribute__((managed)) __attribute__((device)) int mv;
int byref(int &);
int byconst(const int &);
int *h1() { return &dv; }
int &h2() { return dv; }
int h3() { return (int)sizeof(dv) + byref(dv) + byconst(dv); }
void h4() { int &r = dv; int *p = darr; const auto &c = dv; (void)r; (void)p; (void)c; }
int h5() { return mv; }
__attribute__((device)) int d() { dv = 1; return dv + darr[0]; }
__attribute__((global)) void k() { dv++; }
template <class T> int t(T) { return dv; }
int use() { return t(1); }
