// pack expansions in expression contexts [temp.variadic]/5: function arguments, braced-init-lists,
// template arguments, sizeof..., lambda captures, nested expansions and expansion of patterns
template<class... Ts> struct type_list { static constexpr int size = sizeof...(Ts); };
template<int... Is> struct int_seq { static constexpr int size = sizeof...(Is); };
constexpr int sum() { return 0; }
template<class T, class... Ts> constexpr int sum(T t, Ts... ts) { return t + sum(ts...); }

template<class... Ts> constexpr int call_sum(Ts... ts) { return sum(ts...); }
template<class... Ts> constexpr int call_sum_squares(Ts... ts) { return sum(ts * ts...); }
template<class... Ts> constexpr int call_sum_plus(Ts... ts) { return sum((ts + 1)...); }
template<class... Ts> constexpr int mixed(Ts... ts) { return sum(1, ts..., 100); }
static_assert(call_sum(1, 2, 3) == 6 && call_sum_squares(1, 2, 3) == 14 && call_sum_plus(1, 2) == 5);
static_assert(mixed(1, 2) == 104 && mixed() == 101);

template<class... Ts> constexpr int array_of(Ts... ts) { int arr[] = {0, ts...}; return sizeof(arr) / sizeof(int); }
static_assert(array_of(1, 2, 3) == 4 && array_of() == 1);
template<class... Ts> constexpr int braced_sizes() { unsigned long arr[] = {sizeof(Ts)...}; return int(arr[0]); }
static_assert(braced_sizes<double, int>() == 8);

template<class... Ts> using pointers = type_list<Ts*...>;
template<class... Ts> using doubled = type_list<Ts..., Ts...>;
static_assert(pointers<int, char>::size == 2 && doubled<int, char, long>::size == 6);
template<int... Is> using shifted = int_seq<(Is + 1)...>;
template<int... Is> constexpr int first_of(int_seq<Is...>) { int arr[] = {Is...}; return arr[0]; }
static_assert(first_of(shifted<1, 2, 3>{}) == 2);

// nested expansion: the inner pack expands inside each element of the outer
template<class... Ts> struct outer {
  template<class... Us> struct inner { static constexpr int value = sum((sizeof(Ts) * sizeof...(Us))...); };
};
static_assert(outer<char, short>::inner<int, int, int>::value == 9);

template<class... Fs> constexpr int call_each(Fs... fs) { return sum(fs()...); }
static_assert(call_each([] { return 1; }, [] { return 2; }) == 3);
template<class... Ts> constexpr int by_lambda(Ts... ts) { return [ts...] { return sum(ts...); }() + [&] { return sum(ts * 2 ...); }(); }
static_assert(by_lambda(1, 2) == 9);
template<class T, int... Is> constexpr int pick(const T (&arr)[4], int_seq<Is...>) { return sum(arr[Is]...); }
constexpr int data[4] = {10, 20, 30, 40};
static_assert(pick(data, int_seq<0, 2>{}) == 40);
template<class... Bases> struct derived : Bases... { using Bases::get...; };
struct A { constexpr int get(int) const { return 1; } };
struct B { constexpr int get(char) const { return 2; } };
static_assert(derived<A, B>{}.get(0) == 1 && derived<A, B>{}.get('c') == 2);
