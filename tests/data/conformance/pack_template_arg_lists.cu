// C++17 conformance: pack expansions
// [temp.variadic] p5 template-argument-list expansions: Ts..., patterns like Ts*..., box<Ts>...,
// const Ts&..., mixed with fixed arguments, in partial specialisations and alias templates
template <class... Ts> struct list { static constexpr int size = sizeof...(Ts); };
template <class T> struct box { T v; };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class... Ts> using ptrs = list<Ts*...>;                       // pattern Ts*
template <class... Ts> using boxed = list<box<Ts>...>;                  // pattern box<Ts>
template <class... Ts> using crefs = list<const Ts&...>;
template <class... Ts> using framed = list<char, Ts..., long>;          // fixed args around the pack
template <class L> struct front;
template <class T, class... Ts> struct front<list<T, Ts...>> { using type = T; using rest = list<Ts...>; };
template <class L, class T> struct push_back;
template <class... Ts, class T> struct push_back<list<Ts...>, T> { using type = list<Ts..., T>; };
template <class A, class B> struct concat;
template <class... As, class... Bs> struct concat<list<As...>, list<Bs...>> { using type = list<As..., Bs...>; };
template <template <class...> class F, class L> struct apply;
template <template <class...> class F, class... Ts> struct apply<F, list<Ts...>> { using type = F<Ts...>; };
template <int... Ns> struct ints { static constexpr int size = sizeof...(Ns); };
template <class... Ts> using sizes = ints<int(sizeof(Ts))...>;           // non-type pattern
static_assert(same<ptrs<int, char>, list<int*, char*>>::value);
static_assert(same<boxed<int>, list<box<int>>>::value);
static_assert(same<crefs<int, long>, list<const int&, const long&>>::value);
static_assert(same<framed<>, list<char, long>>::value && framed<int, int>::size == 4);
static_assert(same<front<list<int, char>>::type, int>::value && same<front<list<int, char>>::rest, list<char>>::value);
static_assert(same<push_back<list<int>, char>::type, list<int, char>>::value);
static_assert(same<concat<list<int>, list<char, long>>::type, list<int, char, long>>::value);
static_assert(same<apply<ptrs, list<int>>::type, list<int*>>::value);
static_assert(same<sizes<char, short>, ints<1, 2>>::value);
int main() { return list<int, int>::size - 2; }
