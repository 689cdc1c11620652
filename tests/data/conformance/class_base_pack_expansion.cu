// base-specifier-list: base-specifier ... (pack expansion) [temp.variadic]/5, and
// using-declarator-list with pack expansion (C++17) [namespace.udecl]
template <class... Fs>
struct overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs> overloaded(Fs...) -> overloaded<Fs...>;
template <unsigned I, class T>
struct tuple_leaf { T value; };
template <class Seq, class... Ts> struct tuple_impl;
template <unsigned... Is> struct index_seq {};
template <unsigned... Is, class... Ts>
struct tuple_impl<index_seq<Is...>, Ts...> : tuple_leaf<Is, Ts>... {
  constexpr tuple_impl(Ts... ts) : tuple_leaf<Is, Ts>{ts}... {}
};
template <unsigned I, class T> constexpr T& get_leaf(tuple_leaf<I, T>& l) { return l.value; }
template <class... Mixins>
struct widget : public Mixins..., private virtual Mixins::tag... {
  using Mixins::describe...;
};
struct bordered { struct tag {}; int describe(int) const { return 1; } };
struct shaded { struct tag {}; int describe(double) const { return 2; } };
template <class... Bases>
struct all_of : Bases... {
  all_of(const Bases&... bs) : Bases(bs)... {}
  int total() const { return (0 + ... + Bases::value); }
};
struct va { int value = 1; };
struct vb { int value = 2; };
int main() {
  auto o = overloaded{[](int i) { return i; }, [](double) { return 10; }};
  tuple_impl<index_seq<0, 1, 2>, int, char, long> t(1, 'a', 3L);
  widget<bordered, shaded> w;
  all_of<va, vb> ab(va{}, vb{});
  return o(1) + o(1.0) + get_leaf<0>(t) + int(get_leaf<2>(t)) + w.describe(0) + w.describe(0.5) + ab.total() - 21;
}
