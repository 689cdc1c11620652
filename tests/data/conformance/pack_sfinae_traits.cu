// [temp.deduct] [temp.variadic]: SFINAE constraints over packs: enable_if_t<(P<Ts>::value && ...)>,
// conjunction/disjunction via recursion, void_t<decltype(...)...>, default template arguments
// and return types that expand packs
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class... > using void_t = void;
template <class T> struct is_int { static constexpr bool value = false; };
template <> struct is_int<int> { static constexpr bool value = true; };
template <class... Bs> struct conjunction { static constexpr bool value = true; };
template <class B, class... Bs> struct conjunction<B, Bs...> { static constexpr bool value = B::value && conjunction<Bs...>::value; };
template <class... Bs> struct disjunction { static constexpr bool value = (Bs::value || ...); };
template <class T> T declval();
template <class... Ts, class = enable_if_t<(is_int<Ts>::value && ...)>> constexpr int all_ints(Ts...) { return 1; }
template <class... Ts, enable_if_t<!(is_int<Ts>::value && ...), int> = 0> constexpr int all_ints(Ts...) { return 2; }
template <class... Ts> constexpr enable_if_t<conjunction<is_int<Ts>...>::value, int> conj(Ts...) { return 3; }
template <class... Ts> constexpr enable_if_t<disjunction<is_int<Ts>...>::value, int> disj(Ts...) { return 4; }
template <class Seq, class = void> struct all_addable { static constexpr bool value = false; };
template <class... Ts> struct types {};
template <class... Ts> struct all_addable<types<Ts...>, void_t<decltype(declval<Ts>() + declval<Ts>())...>> { static constexpr bool value = true; };
struct no_plus {};
template <class F, class... Args, class R = decltype(declval<F>()(declval<Args>()...))> constexpr int invocable(int) { return 1; }
template <class F, class... Args> constexpr int invocable(...) { return 0; }
struct fn { int operator()(int, int) const; };
static_assert(all_ints(1, 2) == 1 && all_ints(1, 2.0) == 2 && all_ints() == 1);
static_assert(conj(1, 2) == 3 && disj(1.0, 2) == 4);
static_assert(all_addable<types<int, double>>::value && !all_addable<types<int, no_plus>>::value);
static_assert(invocable<fn, int, int>(0) == 1 && invocable<fn, int>(0) == 0);
int main() { return conj(1) - 3; }
