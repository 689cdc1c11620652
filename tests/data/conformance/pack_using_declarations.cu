// C++17 conformance: pack expansions
// [namespace.udecl] p1 (P0195): using-declarator-list with pack expansions: using Bs::f...;,
// using Fs::operator()...;, using Bs::Bs...; in overload sets, visitors and mixin stacks
template <class T> struct handler { int handle(T) const { return int(sizeof(T)); } };
template <class... Ts> struct dispatcher : handler<Ts>... {
  using handler<Ts>::handle...;                         // pattern with a template-id
};
template <class... Fs> struct overload : Fs... {
  using Fs::operator()...;                              // operator-function-id in the pattern
};
template <class... Fs> overload(Fs...) -> overload<Fs...>;
struct a_ctor { int a; a_ctor(int v) : a(v) {} a_ctor() : a(0) {} };
struct b_ctor { double b; b_ctor(double v) : b(v) {} b_ctor() : b(0) {} };
template <class... Bs> struct ctor_set : Bs... {
  using Bs::Bs...;                                      // inheriting constructors from each base
};
struct base_x { int value = 1; int get(int) const { return 1; } };
struct base_y { int get(double) const { return 2; } };
template <class... Bs> struct mixed : Bs... {
  using Bs::get..., base_x::value;                      // pack and plain declarator in one list
};
template <class... Ts> struct typed : handler<Ts>... {
  using handler<Ts>::handle...;
  template <class U> int run(U u) const { return handle(u); }
};
int main() {
  dispatcher<char, int, double> d;
  overload o{[](int) { return 1; }, [](double) { return 2; }, [](const char*) { return 3; }};
  ctor_set<a_ctor, b_ctor> cs1(5);
  ctor_set<a_ctor, b_ctor> cs2(2.5);
  mixed<base_x, base_y> m;
  typed<short, long> t;
  return d.handle('c') + d.handle(1) + d.handle(1.0) + o(1) + o(1.0) + o("s") + cs1.a + int(cs2.b) +
         m.get(1) + m.get(1.0) + m.value + t.run(short(1)) + t.run(1L) - 39;
}
