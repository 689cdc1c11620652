template<class T> int call_later(T t) { return later(t); }
namespace lz { struct Q {}; int later(Q) { return 1; } }
struct C {
  int f() { return g() + m + K + inner().z + sm; }
  int g() { return 2; }
  int m = K;
  enum { K = 7 };
  struct inner { int z = K + sm; };
  static int sm;
  C() : m(val()) {}
  int val() { return K; }
  friend int fr(C&);
};
int C::sm = K;
int fr(C& c) { return c.m; }
template<class T> struct T1 { int f() { return helper(T()); } };
struct arg {}; int helper(arg) { return 3; }
template<class T> struct NB : C { int k() { return g() + m; } };
template<class T> struct outerT { static const int sv = 4; struct in { int u() { return sv; } }; };
void h() {
  int a = call_later(lz::Q());
  C c; c.f(); fr(c);
  T1<arg> t; t.f();
  NB<int> nb; nb.k();
  outerT<int>::in oi; oi.u();
}
