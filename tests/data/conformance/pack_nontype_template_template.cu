// C++17 conformance: pack expansions
// [temp.param] p17-p19 template parameter packs of non-type (int..., auto..., const T&...,
// pointer) and template-template kind, their expansions and deduction from specialisations
template <int... Ns> struct ints { static constexpr int sum = (0 + ... + Ns); };
template <auto... Vs> struct values { static constexpr int count = sizeof...(Vs); };
template <class T, T... Vs> struct typed_seq { using type = T; static constexpr T first[] = {Vs...}; };
template <const int*... Ps> constexpr int deref_all() { return (0 + ... + *Ps); }
template <template <class> class... Ws> struct wrappers { template <class T> using all = ints<sizeof(Ws<T>)...>; };
template <template <class...> class... Cs> struct containers { static constexpr int n = sizeof...(Cs); };
template <class T> struct one { T a; };
template <class T> struct two { T a, b; };
template <class... Ts> struct list {};
template <class... Ts> struct tuple {};
constexpr int g1 = 1, g2 = 2;
template <class S> struct seq_size;
template <class T, T... Vs> struct seq_size<typed_seq<T, Vs...>> { static constexpr int value = sizeof...(Vs); };
template <int... Ns, int... Ms> constexpr int dot(ints<Ns...>, ints<Ms...>) { return (0 + ... + (Ns * Ms)); }   // two deduced packs
template <template <class> class... Ws, class T> constexpr int total_size(T) { return (0 + ... + int(sizeof(Ws<T>))); }
template <char... Cs> struct str { static constexpr char data[] = {Cs..., '\0'}; };
template <bool... Bs> constexpr bool all_of = (Bs && ...);
static_assert(ints<1, 2, 3>::sum == 6 && ints<>::sum == 0);
static_assert(values<1, 'c', true, nullptr>::count == 4);
static_assert(typed_seq<long, 5, 6>::first[1] == 6 && seq_size<typed_seq<char, 'a', 'b'>>::value == 2);
static_assert(deref_all<&g1, &g2>() == 3);
static_assert(wrappers<one, two>::all<int>::sum == 12);
static_assert(containers<list, tuple>::n == 2);
static_assert(dot(ints<1, 2>{}, ints<3, 4>{}) == 11);
static_assert(total_size<one, two>(1) == 12);
static_assert(str<'h', 'i'>::data[1] == 'i' && all_of<true, true> && !all_of<true, false>);
int main() { return 0; }
