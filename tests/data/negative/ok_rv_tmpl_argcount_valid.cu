int f(int a, int b);
int f(int a, int b = 2);
int f(int a = 1, int b);
int f(int a, int b) { return a + b; }
namespace n { void g(int, int = 0); }
using n::g;
int pf(const char*, ...);
template<class... Ts> struct S { void call(Ts...) {} static int cnt(Ts... ts) { return sizeof...(ts); } };
typedef int fn_t(int, int);
struct M { int m(int a, int b = 3); static int s(int = 1, int = 2); };
int M::m(int a, int b) { return a + b; }
int M::s(int a, int b) { return a * b; }
struct B { B(int a, int b = 5) {} };
struct D : B { using B::B; };
template<class T> void tf(T, int = 0);
template<class T> void tf(T a, int b) {}
struct Fo { int operator()(int, int = 7) const { return 0; } };
void n::g(int a, int b) {}
void h() {
  f(); f(1); f(1, 2);
  g(1); g(1, 2);
  pf("x"); pf("x", 1, 2.0);
  S<int, char> s; s.call(1, 'c'); S<>::cnt(); S<int>::cnt(1);
  fn_t* fp = f; fp(1, 2);
  fn_t& fr = f; fr(3, 4);
  M m; m.m(1); M::s(); M::s(1);
  D d(1); D d2(1, 2);
  tf(1); tf('c', 2);
  Fo fo; fo(1); fo(1, 2);
  auto lam = [](int a, int b = 2) { return a + b; }; lam(1);
  void (*gp)(int, int) = n::g; gp(1, 2);
}
