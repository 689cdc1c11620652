// options: --c++20 --gnu_version=120200
// C++20: an implicit default constructor leaving an int uninitialized is
// constexpr too (Ua reported). The constexpr __device__ default constructors that implicit
// construction reaches from host code, where the reference reports them:
// an implicit default constructor that is constexpr (C++17: every member
// initialized) calls them at its class's name, a user constexpr
// constructor at its own name for the members its mem-initializers leave,
// aggregate initialization from `{}` at the `}`, a mem-initializer at its
// `(`. Non-constexpr device constructors are left to the implicit
// member's inferred space (silent), as are members with a default member
// initializer, arrays, and classes whose implicit constructor is not
// constexpr (an uninitialized int).
struct S2 { __attribute__((device)) constexpr S2() {} __attribute__((device)) constexpr S2(int) {} };
struct S { __attribute__((device)) S() {} };
struct H { constexpr H() {} };
struct T1 { S2 s; };
struct T2 { S2 s; int x = 0; };
struct K { S2 s; };
struct U { K k; S2 s2; };
struct W : K { };
struct X { S2 s; virtual void f(); };
void h1() { T1 t; T1 u; }
void h2() { T2 t; T1(); }
void h3() { U u; W w; X x; }
void h4() { static T1 t; T1 *p = new T1(); }
struct Ta { constexpr Ta() {} S2 s; };
struct Tb { Ta a; S2 s; };
struct Tc { constexpr Tc(int) {} S2 s; };
struct Td : S2 { __attribute__((host)) __attribute__((device)) constexpr Td() {} };
void h5() { Ta a; Tb b; Tc c(1); Td d; }
struct Tm { S s; H h; };
struct Tn { Tm d; S2 e; };
void h6() { T1 t{}; T1 u = {}; Tn n{}; }
struct M { M() : s(2) {} M(int) : s() {} M(long) : s{} {} S2 s; };
struct MV { constexpr MV() : s(2) {} S2 s; };
void h7() { MV v; }
// silent
struct Ua { S2 s; int x; };
struct Ub : S2 { S s; };
struct Uc { S2 s = S2(); };
struct Ud { S2 s[2]; };
struct Ue { S s; };
void ok() { Ua a; Ub b; Uc c; Ud d; Ue e; Tm m; }
__attribute__((device)) void dev() { T1 t; Ta a; T1 u{}; }
template<class T> void tmpl() { T1 t; Ta a; }
int main() { return 0; }
