// [temp.variadic] [temp.alias] [temp.pre] variable templates and alias templates with packs:
// pack expansions in their initialisers and aliased types, partial specialisation of variable
// templates over packs, and aliases forwarding packs into other templates
template <class... Ts> struct list { };
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class... Ts> constexpr int count_v = sizeof...(Ts);
template <class... Ts> constexpr unsigned long total_size_v = (0ul + ... + sizeof(Ts));
template <class T, class... Ts> constexpr bool contains_v = (same_v<T, Ts> || ...);
template <class L> constexpr int length_v = -1;
template <class... Ts> constexpr int length_v<list<Ts...>> = sizeof...(Ts);   // partial specialisation
template <int... Ns> constexpr int max_v = 0;
template <int N, int... Ns> constexpr int max_v<N, Ns...> = N > max_v<Ns...> ? N : max_v<Ns...>;
template <class... Ts> constexpr int arr_v[] = {int(sizeof(Ts))...};           // array variable template
template <class... Ts> using first_list = list<Ts...>;
template <class... Ts> using ptrs = list<const Ts*...>;
template <class T, class... Ts> using prepend = list<T, Ts...>;
template <class... Ts> using tail = list<Ts...>;
template <template <class...> class F, class... Ts> using bind_front = F<int, Ts...>;
template <class... Ts> struct wrapper { template <class... Us> using with = list<Ts..., Us...>; };
template <class... Ts> using void_t = void;
static_assert(count_v<> == 0 && count_v<int, int> == 2);
static_assert(total_size_v<char, short> == 3);
static_assert(contains_v<int, char, int> && !contains_v<long, char>);
static_assert(length_v<list<int, char>> == 2 && length_v<int> == -1);
static_assert(max_v<3, 9, 4> == 9 && max_v<> == 0);
static_assert(arr_v<char, int>[1] == 4);
static_assert(same_v<ptrs<int, char>, list<const int*, const char*>>);
static_assert(same_v<prepend<int, char>, list<int, char>>);
static_assert(same_v<bind_front<list, char>, list<int, char>>);
static_assert(same_v<wrapper<int>::with<char, long>, list<int, char, long>>);
static_assert(same_v<void_t<int, char>, void>);
int main() { return count_v<int>- 1; }
