// [temp.variadic] p5-p8: patterns with several packs expanded in lockstep, nested
// expansions (inner pack expanded inside an outer pattern), f(g(xs...)...),
// list<pair<Ts, Us>...>, and expansions of a pack of packs through nested templates
template <class... Ts> struct list { static constexpr int size = sizeof...(Ts); };
template <class A, class B> struct pair_ {};
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class... Ts> struct zip_with {
  template <class... Us> using with = list<pair_<Ts, Us>...>;         // Ts and Us in one pattern
};
template <class... Ts> struct outer {
  template <class... Us> struct inner {
    using cross = list<list<Ts, Us...>...>;                           // Us... expanded inside each Ts element
  };
};
template <class... Ls> struct concat_all;
template <> struct concat_all<> { using type = list<>; };
template <class... As> struct concat_all<list<As...>> { using type = list<As...>; };
template <class... As, class... Bs, class... Rest> struct concat_all<list<As...>, list<Bs...>, Rest...> {
  using type = typename concat_all<list<As..., Bs...>, Rest...>::type;
};
constexpr int sum() { return 0; }
template <class T, class... Ts> constexpr int sum(T t, Ts... ts) { return t + sum(ts...); }
template <class... Ts> constexpr int count(Ts...) { return sizeof...(Ts); }
template <class... Ts> constexpr int inner_outer(Ts... xs) {
  return sum(count(xs, xs...)...);                                    // each element: count(x_i, all xs...)
}
template <class... Ts> constexpr int pairwise(Ts... xs) { return sum((xs * sum(xs...))...); }
template <int... Ns> struct ints {};
template <int... Ns, int... Ms> constexpr int lockstep(ints<Ns...>, ints<Ms...>) { return sum((Ns - Ms)...); }
template <class... Ts> constexpr int nested_lambda(Ts... xs) {
  return sum([](auto... ys) { return sum(ys...); }(xs, xs)...);     // pack inside a lambda call inside an expansion
}
static_assert(same<zip_with<int, char>::with<long, short>, list<pair_<int, long>, pair_<char, short>>>::value);
static_assert(same<outer<int, char>::inner<long>::cross, list<list<int, long>, list<char, long>>>::value);
static_assert(same<concat_all<list<int>, list<char, long>, list<>>::type, list<int, char, long>>::value);
static_assert(inner_outer(1, 2, 3) == 12);
static_assert(pairwise(1, 2) == 9);
static_assert(lockstep(ints<5, 7>{}, ints<1, 2>{}) == 9);
static_assert(nested_lambda(1, 2) == 6);
int main() { return 0; }
