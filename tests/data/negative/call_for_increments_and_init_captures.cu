// A for statement's increment and a lambda's init-captures are
// full-expressions of the function they stand in: their calls and their
// device variable reads are checked there (the increment before the body).
__attribute__((device)) int d(int);
__attribute__((device)) int gv;
struct S { int m; __attribute__((device)) S(int); };
void h1() { for (int i = 0; i < 3; d(i)) { d(2); } }
void h2() { for (int i = 0; ; i += gv) { } }
void h3() { for (int i = 0; i < 2; i++, d(i)) ; }
void h4() { auto l = [v = d(1), &r = gv] { return v + r; }; (void)l; }
void h5() { int a = 1; auto l = [v{a + d(2)}] { return v; }; (void)l; }
void h6() { auto l = [s = S(3)] { return s.m; }; (void)l; }
template <class T> void h7(T t) { auto l = [v = d(4), t] { return v; }; (void)l; }
void h8() { auto l = [v = gv] { return v; }; (void)l; }
void h9() { auto l = [](int x) { auto m = [y = d(x)] { return y; }; return m(); }; (void)l; }
__attribute__((device)) void dd() { for (int i = 0; i < 2; i += gv) { auto l = [v = d(i)] { return v; }; (void)l; } }
int main() { return 0; }
