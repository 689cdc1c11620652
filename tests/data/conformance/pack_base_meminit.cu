// C++17 conformance: pack expansions
// [temp.variadic] p5 base-specifier-list and mem-initializer-list expansions: struct X : Ts...,
// public Mixins<X>..., virtual bases, X() : Ts(args)..., Ts{}..., and inheriting constructors
template <class T> struct leaf { T value; leaf() : value() {} leaf(T v) : value(v) {} };
template <class Derived> struct printable { int print() const { return 1; } };
template <class Derived> struct comparable { int compare() const { return 2; } };
template <class... Bases> struct compose : Bases... {                 // plain base pack
  compose() : Bases()... {}                                           // value-initialise each base
  template <class... Args> compose(Args... args) : Bases(args)... {}  // one argument per base
};
template <template <class> class... Mixins> struct widget : public Mixins<widget<Mixins...>>... {
  widget() : Mixins<widget<Mixins...>>{}... {}                        // braced mem-initializers
};
struct vbase { int id = 5; };
template <class... Ts> struct diamond : virtual vbase, leaf<Ts>... {
  diamond(Ts... xs) : vbase(), leaf<Ts>(xs)... {}                      // fixed initializer before a pack
};
template <class... Ts> struct indexed;
template <int I, class T> struct slot { T v; };
template <int... Is> struct seq {};
template <class S, class... Ts> struct table;
template <int... Is, class... Ts> struct table<seq<Is...>, Ts...> : slot<Is, Ts>... {   // two packs in one pattern
  table(Ts... xs) : slot<Is, Ts>{xs}... {}
};
template <class... Fs> struct overloaded : Fs... { using Fs::operator()...; };
template <class... Fs> overloaded(Fs...) -> overloaded<Fs...>;
template <class... Bases> struct inherits_ctors : Bases... { using Bases::Bases...; };  // inheriting constructors
struct from_int { int i; from_int(int v) : i(v) {} };
struct from_ptr { from_ptr() = default; from_ptr(const char*) {} };
int main() {
  compose<leaf<int>, leaf<char>> c(3, 'a');
  compose<leaf<int>> d;
  widget<printable, comparable> w;
  diamond<int, long> dm(1, 2L);
  table<seq<0, 1>, int, double> t(4, 2.5);
  overloaded o{[](int v) { return v; }, [](const char*) { return 10; }};
  inherits_ctors<from_int, from_ptr> ic(7);
  return c.leaf<int>::value + d.value + w.print() + w.compare() + dm.id + int(dm.leaf<long>::value) +
         t.slot<0, int>::v + o(1) + o("x") + ic.i - 36;
}
