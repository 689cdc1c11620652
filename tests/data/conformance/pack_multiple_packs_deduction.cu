// [temp.deduct.call] [temp.deduct.type] [temp.variadic]: several packs in one function
// template deduced from different arguments, trailing packs, packs deduced from nested
// template-ids and function types, and explicitly specified pack prefixes
template <class... Ts> struct tuple {};
template <class... Ts> struct list {};
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class... As, class... Bs> constexpr int two(tuple<As...>, tuple<Bs...>) { return sizeof...(As) * 10 + sizeof...(Bs); }
template <class... As, class... Bs> constexpr list<As..., Bs...> cat(tuple<As...>, tuple<Bs...>) { return {}; }
template <class R, class... Ps, class... As> constexpr int call_sig(R (*)(Ps...), As...) { return sizeof...(Ps) * 10 + sizeof...(As); }
template <class... Outer, class... Inner> constexpr int nested(tuple<tuple<Outer...>, tuple<Inner...>>) { return sizeof...(Outer) - sizeof...(Inner); }
template <class... Explicit, class... Deduced> constexpr int prefix(Deduced...) { return sizeof...(Explicit) * 10 + sizeof...(Deduced); }
template <class T, class... Rest> constexpr int head_rest(T, Rest...) { return 1 + sizeof...(Rest); }
template <template <class...> class C, class... Ts> constexpr int tmpl(C<Ts...>) { return sizeof...(Ts); }
template <class... Ts> constexpr int by_ref(const tuple<Ts...>&, Ts&&...) { return sizeof...(Ts); }   // same pack deduced twice
template <int... Ns, class... Ts> constexpr int mixed_kinds(list<Ts...>, tuple<int (*)[Ns]...>) { return (0 + ... + Ns); }
int f(int, char);
constexpr int arr_fun() { return 0; }
static_assert(two(tuple<int, int>{}, tuple<char>{}) == 21);
static_assert(same<decltype(cat(tuple<int>{}, tuple<char, long>{})), list<int, char, long>>::value);
static_assert(call_sig(f, 1, 2, 3) == 23);
static_assert(nested(tuple<tuple<int, int, int>, tuple<char>>{}) == 2);
static_assert(prefix<int, int>(1.0) == 21);
static_assert(head_rest(1, 2, 3) == 3 && tmpl(list<int, char>{}) == 2);
static_assert(by_ref(tuple<int, long>{}, 1, 2L) == 2);
static_assert(mixed_kinds<2, 3>(list<int>{}, tuple<int (*)[2], int (*)[3]>{}) == 5);
int main() { return two(tuple<>{}, tuple<>{}); }
