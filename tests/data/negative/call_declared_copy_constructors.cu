// A class declaring a copy constructor has no implicit copy or move one: copying and moving resolve among its declared constructors.
struct S { __attribute__((device)) S(const S&); S() {} S(S&&); };
struct T { T(const T&); T() {} __attribute__((device)) T(T&&); };
struct U { __attribute__((host)) __attribute__((device)) U(const U&); U() {} };
struct V { __attribute__((device)) V(V&, int = 0); V() {} V(const V&); };
S mk();
void t() { S x; S a(x); S b = x; S c(mk()); T y; T d(y); T e(static_cast<T&&>(y)); U u; U f(u); V v; const V cv; V g(v); V h(cv); }
struct W { __attribute__((device)) W(const W&); W() {} };
struct X { __attribute__((device)) X(X&&); X() {} X(const X&); };
void t2() { W x; W s = x; X y; X z(static_cast<X&&>(y)); }
