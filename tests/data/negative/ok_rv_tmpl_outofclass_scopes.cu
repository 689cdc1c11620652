struct C {
  typedef int I; enum { K = 2 }; static const int S = 3;
  auto f(I a) -> I;
  I g(I a = K) noexcept(S > 1);
  C(I);
  struct inner;
  enum E : int;
  template<class T> T conv(T);
  I m;
  static I sfun();
};
auto C::f(I a) -> I { return a + K; }
C::I C::g(I a) noexcept(S > 1) { return a; }
C::C(I x) : m(x + K + S) {}
struct C::inner { I x = K; I y[S]; };
enum C::E : int { e1 = K, e2 = S };
template<class T> T C::conv(T t) { return t + (T)K; }
C::I C::sfun() { return S; }
auto tr(int a) -> decltype(a) { return a; }
template<class T, int N = sizeof(T), class U = T[N]> struct dd { U u; };
int ft(int x) try { return x; } catch (...) { return 0; }
int main() {
  C c(1);
  C::inner in;
  dd<char> d;
  return c.f(1) + c.g() + c.conv(2) + in.x + C::e1 + tr(1) + ft(2) + C::sfun();
}
