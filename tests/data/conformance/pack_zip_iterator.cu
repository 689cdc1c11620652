// [temp.variadic] thrust/CCCL-style zip iterator: a tuple of iterators advanced with a comma
// fold (++its, ...), dereferenced into a tuple of references, compared with &&/|| folds,
// and a for_each over zipped ranges with a variadic functor
using size_t = decltype(sizeof 0);
template <size_t... Is> struct seq {};
template <size_t N, size_t... Is> struct mk : mk<N - 1, N - 1, Is...> {};
template <size_t... Is> struct mk<0, Is...> { using type = seq<Is...>; };
template <size_t I, class T> struct leaf { T v; };
template <class S, class... Ts> struct tuple_base;
template <size_t... Is, class... Ts> struct tuple_base<seq<Is...>, Ts...> : leaf<Is, Ts>... {
  constexpr tuple_base(Ts... xs) : leaf<Is, Ts>{xs}... {}
};
template <class... Ts> struct tuple : tuple_base<typename mk<sizeof...(Ts)>::type, Ts...> {
  constexpr tuple(Ts... xs) : tuple_base<typename mk<sizeof...(Ts)>::type, Ts...>(xs...) {}
};
template <size_t I, class T> constexpr T& get(leaf<I, T>& l) { return l.v; }
template <size_t I, class T> constexpr const T& get(const leaf<I, T>& l) { return l.v; }
template <class... Its> struct zip_iterator {
  tuple<Its...> its;
  using indices = typename mk<sizeof...(Its)>::type;
  template <size_t... Is> constexpr void inc(seq<Is...>) { (++get<Is>(its), ...); }
  template <size_t... Is> constexpr auto deref(seq<Is...>) const { return tuple<decltype(*get<Is>(its))...>(*get<Is>(its)...); }
  template <size_t... Is> constexpr bool eq(const zip_iterator& o, seq<Is...>) const { return ((get<Is>(its) == get<Is>(o.its)) || ...); }
  constexpr zip_iterator& operator++() { inc(indices{}); return *this; }
  constexpr auto operator*() const { return deref(indices{}); }
  constexpr bool operator!=(const zip_iterator& o) const { return !eq(o, indices{}); }
};
template <class... Its> constexpr zip_iterator<Its...> make_zip(Its... its) { return {tuple<Its...>(its...)}; }
template <class F, size_t... Is, class T> constexpr void apply_each(F& f, T&& t, seq<Is...>) { f(get<Is>(t)...); }
template <class It, class F> constexpr void for_each(It first, It last, F& f) {
  for (; first != last; ++first) apply_each(f, *first, typename It::indices{});
}
struct dot { long acc = 0; constexpr void operator()(int& a, const long& b, char c) { acc += a * b + (c - 'a'); a = 0; } };
constexpr long run() {
  int a[3] = {1, 2, 3};
  long b[3] = {4, 5, 6};
  char c[3] = {'a', 'b', 'c'};
  dot d;
  for_each(make_zip(a + 0, b + 0, c + 0), make_zip(a + 3, b + 3, c + 3), d);
  return d.acc + a[0] + a[2];
}
static_assert(run() == 35);
int main() { return int(run()) - 35; }
