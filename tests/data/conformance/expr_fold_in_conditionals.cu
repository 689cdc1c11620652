// fold-expressions as operands of other expressions: conditions of if / if constexpr / ?:,
// noexcept, sizeof, static_assert, template arguments, requires-free SFINAE in return types
template<bool B> struct bool_c { static constexpr bool value = B; };
template<class T> struct is_int { static constexpr bool value = false; };
template<> struct is_int<int> { static constexpr bool value = true; };

template<class... Ts> constexpr int classify(Ts... ts) {
  if constexpr ((is_int<Ts>::value && ...)) return 1;
  else if constexpr ((is_int<Ts>::value || ...)) return 2;
  else return 3 + 0 * (0 + ... + sizeof(ts));
}
static_assert(classify(1, 2) == 1 && classify(1, 2.0) == 2 && classify(1.0) == 3);

template<class... Ts> constexpr int positive_count(Ts... ts) {
  if (((ts > 0) && ...)) return sizeof...(ts);
  return ((ts > 0 ? 1 : 0) + ... + 0);
}
static_assert(positive_count(1, 2, 3) == 3 && positive_count(1, -2, 3) == 2);

template<class... Ts> constexpr auto sign_of_sum(Ts... ts) { return (ts + ... + 0) < 0 ? -1 : (0 + ... + ts) > 0 ? 1 : 0; }
static_assert(sign_of_sum(1, -5) == -1 && sign_of_sum(2, 3) == 1 && sign_of_sum() == 0);

template<class... Ts> using all_int = bool_c<(is_int<Ts>::value && ...)>;
static_assert(all_int<int, int>::value && !all_int<int, char>::value);

struct may_throw { may_throw(int) {} };
struct no_throw { no_throw(int) noexcept {} };
template<class... Ts> constexpr bool nothrow_all = (noexcept(Ts(0)) && ...);
static_assert(nothrow_all<no_throw, int> && !nothrow_all<no_throw, may_throw>);

template<class... Ts> auto sum_if_ints(Ts... ts) -> decltype(bool_c<(is_int<Ts>::value && ...)>::value ? (ts + ...) : 0) {
  return (ts + ...);
}
int call() { return sum_if_ints(1, 2, 3); }

template<class... Ts> constexpr bool pred(Ts... ts) { return !(ts && ...) == (!ts || ...); }
static_assert(pred(true, false) && pred(true, true));
template<int... Ns> constexpr int arr[(Ns + ... + 1)] = {};
static_assert(sizeof(arr<1, 2>) == 4 * sizeof(int));
