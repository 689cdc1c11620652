// [temp.variadic] [class.derived] recursive variadic class templates: a tuple built by
// recursive inheritance (head + base of the rest), get<I> via deduction from a base class,
// typelist algorithms (at, index_of, reverse) written with partial specialisations over packs
using size_t = decltype(sizeof 0);
template <class... Ts> struct rtuple {};
template <class T, class... Ts> struct rtuple<T, Ts...> : rtuple<Ts...> {
  T head;
  constexpr rtuple(T h, Ts... rest) : rtuple<Ts...>(rest...), head(h) {}
  constexpr const rtuple<Ts...>& tail() const { return *this; }
};
template <size_t I, class T> struct element;
template <class T, class... Ts> struct element<0, rtuple<T, Ts...>> { using type = T; using base = rtuple<T, Ts...>; };
template <size_t I, class T, class... Ts> struct element<I, rtuple<T, Ts...>> : element<I - 1, rtuple<Ts...>> {};
template <size_t I, class... Ts> constexpr const typename element<I, rtuple<Ts...>>::type& get(const rtuple<Ts...>& t) {
  return static_cast<const typename element<I, rtuple<Ts...>>::base&>(t).head;
}
template <class T, class... Ts> constexpr const T& get_by_type_impl(const rtuple<T, Ts...>& t) { return t.head; }   // deduction from a base
template <class T, class... Ts> constexpr const T& get_by_type(const rtuple<Ts...>& t) { return get_by_type_impl<T>(t); }
template <class... Ts> struct list {};
template <class T, class L> struct index_of;
template <class T, class... Ts> struct index_of<T, list<T, Ts...>> { static constexpr int value = 0; };
template <class T, class U, class... Ts> struct index_of<T, list<U, Ts...>> { static constexpr int value = 1 + index_of<T, list<Ts...>>::value; };
template <class L, class Acc = list<>> struct reverse;
template <class... Acc> struct reverse<list<>, list<Acc...>> { using type = list<Acc...>; };
template <class T, class... Ts, class... Acc> struct reverse<list<T, Ts...>, list<Acc...>> : reverse<list<Ts...>, list<T, Acc...>> {};
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
constexpr rtuple<int, char, long> t(1, 'b', 3L);
static_assert(get<0>(t) == 1 && get<1>(t) == 'b' && get<2>(t) == 3);
static_assert(get_by_type<char>(t) == 'b' && get_by_type<long>(t) == 3);
static_assert(t.tail().head == 'b');
static_assert(index_of<long, list<int, char, long>>::value == 2);
static_assert(same_v<reverse<list<int, char, long>>::type, list<long, char, int>>);
int main() { return get<0>(t) - 1; }
