// variable templates [temp.pre]/1, partial and explicit specialization of variable templates
// [temp.spec.partial], static data member templates, variable templates in constant expressions
template <class T> constexpr T pi = T(3.1415926535897932385L);
template <class T> constexpr bool is_pointer_v = false;
template <class T> constexpr bool is_pointer_v<T*> = true;
template <class T> constexpr bool is_pointer_v<T* const> = true;
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> constexpr unsigned long rank_v = 0;
template <class T> constexpr unsigned long rank_v<T[]> = rank_v<T> + 1;
template <class T, unsigned long N> constexpr unsigned long rank_v<T[N]> = rank_v<T> + 1;
template <> constexpr unsigned long rank_v<void> = 100;
template <int N> constexpr int fib = fib<N - 1> + fib<N - 2>;
template <> constexpr int fib<0> = 0;
template <> constexpr int fib<1> = 1;
template <class T> T zero{};
template <class T> inline T counter = T(1);
template <class... Ts> constexpr unsigned long count_v = sizeof...(Ts);
template <auto V> constexpr auto value_v = V;
struct limits {
  template <class T> static constexpr T max_v = T(~0ull >> 1);
  template <class T> static const T min_v;
};
template <class T> const T limits::min_v = T(0);
template <> constexpr char limits::max_v<char> = 127;
template <class T, class U> constexpr bool same_size = sizeof(T) == sizeof(U);
template <class T> constexpr bool same_size<T, T> = true;
static_assert(pi<int> == 3 && pi<double> > 3.14, "");
static_assert(is_pointer_v<int*> && is_pointer_v<int* const> && !is_pointer_v<int>, "");
static_assert(is_same_v<int, int> && !is_same_v<int, long>, "");
static_assert(rank_v<int[2][3]> == 2 && rank_v<int[]> == 1 && rank_v<void> == 100, "");
static_assert(fib<10> == 55 && count_v<int, int> == 2 && value_v<'a'> == 'a', "");
static_assert(limits::max_v<char> == 127 && limits::max_v<long long> > 0, "");
static_assert(same_size<int, unsigned> && same_size<char, char>, "");
int main() {
  zero<int> = 4;
  counter<long> += 1;
  return zero<int> + int(counter<long>) + limits::min_v<int> - 6;
}
