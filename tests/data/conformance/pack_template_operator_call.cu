// C++17 conformance: pack expansions
// [temp.names] p5 [temp.variadic]: f.template operator()<Ts>() and f.template get<Is>()
// inside pack expansions (swallow arrays, folds, braced lists), p->template, T::template
struct visitor {
  int seen = 0;
  template <class T> int operator()() { seen += int(sizeof(T)); return seen; }
  template <int I> int get() const { return I * 10; }
  template <class T, int I> static constexpr int combo() { return int(sizeof(T)) + I; }
};
template <class... Ts, class F> void for_each_type(F& f) {
  using swallow = int[];
  (void)swallow{0, (f.template operator()<Ts>(), 0)...};          // braced list of comma expressions
}
template <class... Ts, class F> int fold_types(F& f) { return (0 + ... + f.template operator()<Ts>()); }
template <int... Is, class F> int gets(const F& f) { return (f.template get<Is>() + ...); }
template <int... Is, class F> int gets_ptr(const F* f) { int a[] = {f->template get<Is>()...}; return a[sizeof...(Is) - 1]; }
template <class F, class... Ts> struct static_calls {
  template <int... Is> static constexpr int run() { return (F::template combo<Ts, Is>() + ...); }   // lockstep with two packs
};
template <class... Fs> int call_all(Fs&... fs) { return (fs.template operator()<char>() + ...); }
template <class... Ts> auto make_lambda_caller() {
  return [](auto& f) { return (f.template operator()<Ts>() + ... + 0); };   // expansion inside a lambda
}
int main() {
  visitor v, w;
  for_each_type<char, short, int>(v);
  int a = fold_types<char, int>(v);
  int b = gets<1, 2, 3>(v);
  int c = gets_ptr<4, 5>(&v);
  constexpr int d = static_calls<visitor, char, short>::run<1, 2>();
  int e = call_all(v, w);
  int g = make_lambda_caller<int, char>()(w);
  return (a > 0) + b + c + d + (e > 0) + (g > 0) - 115;
}
