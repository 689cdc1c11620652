// C++17 conformance: pack expansions
// [dcl.attr.grammar] [dcl.attr.unused] [dcl.attr.nodiscard] [dcl.attr.fallthrough]: attributes
// in declarations that declare or expand packs: on parameter packs, templates, pack-using locals
template <class... Ts> int count([[maybe_unused]] Ts... xs) { return int(sizeof...(Ts)); }
template <class... Ts> [[nodiscard]] int sum(Ts... xs) { return (0 + ... + xs); }
template <class... Ts> struct [[nodiscard]] result { int n = int(sizeof...(Ts)); };
template <class... Ts> result<Ts...> make(Ts...) { return {}; }
template <class... Ts> int unused_locals(Ts... xs) {
  [[maybe_unused]] int arr[] = {0, xs...};
  [[maybe_unused]] auto lam = [xs...]() { return sizeof...(xs); };
  return 0;
}
template <class... Ts> int fallthrough_switch(int k, Ts... xs) {
  int r = 0;
  switch (k) {
  case 0: r += sum(xs...); [[fallthrough]];
  case 1: r += 1; break;
  default: break;
  }
  return r;
}
int main() {
  int a = count(1, 2.0);
  int b = sum(1, 2, 3);
  int c = make(1, 'x').n;
  return a + b + c + unused_locals(1, 2) + fallthrough_switch(0, 1, 2) - 14;
}
