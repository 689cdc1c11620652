// tests: a __managed__ variable as decltype's unparenthesized operand, qualified, in templates and device code (parenthesized and other expressions fine)
__attribute__((managed)) __attribute__((device)) int m;
namespace n { __attribute__((managed)) __attribute__((device)) int m2; }
decltype(m) y;
decltype((m)) y2 = m;
decltype(m + 1) y3;
decltype(n::m2) y4;
void f() { decltype(m) a; using T = decltype(m); }
template<class T> void g() { decltype(m) b; }
__attribute__((device)) void h() { decltype(m) c; }
