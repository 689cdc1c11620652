// Mem-initializers' arguments are full-expressions of the constructor:
// their calls are checked across spaces and counted, and device variables
// read there warn, as in the constructor's body.
__attribute__((device)) int d() { return 1; }
__attribute__((device)) int dv;
int g(int);
struct S { int m, n; S() : m(d()), n(g(1, 2)) {} __attribute__((host)) __attribute__((device)) S(int) : m(dv), n(d()) {} };
struct T { int m; T(); };
T::T() : m(g()) {}
