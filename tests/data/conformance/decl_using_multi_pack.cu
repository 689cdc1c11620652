// using-declarator-list: using-declarator ...(opt) | using-declarator-list , using-declarator ...(opt)
// [namespace.udecl] (C++17, P0195): several names in one using-declaration, and pack expansions
// as in the overloaded{} visitor idiom: using Ts::operator()...;
namespace math { int abs(int v) { return v < 0 ? -v : v; } long labs(long v) { return v < 0 ? -v : v; } struct point {}; }
using math::abs, math::labs, math::point;
template <class... Fs> struct overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs> overloaded(Fs...) -> overloaded<Fs...>;
struct a { int f() { return 1; } };
struct b { int g() { return 2; } };
struct c : a, b { using a::f, b::g; };
template <class... Bases> struct combine : Bases... {
  using Bases::get...;
  using Bases::Bases...;
};
template <int N> struct slot { slot() = default; explicit slot(char (*)[N]) {} int get(char (*)[N]) { return N; } };
struct visitor_base { int operator()(int) const { return 10; } };
struct visitor_dbl { int operator()(double) const { return 20; } };
struct mixed : visitor_base, visitor_dbl { using visitor_base::operator(), visitor_dbl::operator(); };
int main() {
  auto v = overloaded{[](int) { return 1; }, [](const char*) { return 2; }, [](double) { return 3; }};
  c obj;
  combine<slot<1>, slot<2>, slot<3>> cmb;
  char (*p2)[2] = nullptr;
  combine<slot<1>, slot<2>> from_base(p2);
  mixed m;
  return abs(-2) + int(labs(-3L)) + v(1) + v("s") + v(1.5) + obj.f() + obj.g() + cmb.get(p2) + from_base.get(p2) + m(1) + m(1.0) - 44;
}
