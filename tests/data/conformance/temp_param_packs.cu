// template parameter packs [temp.variadic]: type, non-type and template template packs,
// sizeof..., packs expanded in function parameter packs, nested packs, pack after defaults
template <class... Ts> struct type_list { static constexpr unsigned long size = sizeof...(Ts); };
template <int... Is> struct int_list { static constexpr int sum = (Is + ... + 0); };
template <template <class> class... Fs> struct meta_list { static constexpr auto size = sizeof...(Fs); };
template <class T> struct id { using type = T; };
template <class... Ts> constexpr unsigned long count(Ts&&...) { return sizeof...(Ts); }
template <class T, class... Rest> constexpr T first(T t, Rest...) { return t; }
template <class... Ts> struct outer {
  template <class... Us> struct inner { static constexpr unsigned long n = sizeof...(Ts) * 10 + sizeof...(Us); };
  template <Ts... Vs> struct values { static constexpr unsigned long n = sizeof...(Vs); };
};
template <class... Ts, class T = int> constexpr int trailing_default(T) { return sizeof...(Ts); }
template <class... Args> struct zip;
template <class... As, class... Bs>
struct zip<type_list<As...>, type_list<Bs...>> { using type = type_list<type_list<As, Bs>...>; };
template <class T, unsigned long... Ns> struct multi { static constexpr unsigned long dims = sizeof...(Ns); };
template <class... Ts> constexpr int pack_index_sum(Ts... ts) {
  int arr[] = {0, static_cast<int>(ts)...};
  int s = 0;
  for (int v : arr) s += v;
  return s;
}
static_assert(type_list<>::size == 0 && type_list<int, char, long>::size == 3, "");
static_assert(int_list<1, 2, 3>::sum == 6 && int_list<>::sum == 0, "");
static_assert(meta_list<id, id>::size == 2, "");
static_assert(count(1, 'a', 2.0) == 3 && first(4, 5, 6) == 4, "");
static_assert(outer<int, char>::inner<long>::n == 21, "");
static_assert(outer<int, char>::values<1, 'a'>::n == 2, "");
static_assert(trailing_default<long, short>(1) == 2, "");
static_assert(zip<type_list<int, char>, type_list<long, short>>::type::size == 2, "");
static_assert(multi<float, 2, 3, 4>::dims == 3 && pack_index_sum(1, 2L, 3u) == 6, "");
int main() { return pack_index_sum(); }
