// options: --c++20 --gnu_version=120200
// type-constraint in template parameters: C T, C<args> T, C... Ts, C auto N [temp.param]
// constrained overloads selected by satisfaction, constrained class templates and members
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> concept integral = is_same_v<T, int> || is_same_v<T, long> || is_same_v<T, unsigned>;
template <class T> concept floating = is_same_v<T, float> || is_same_v<T, double>;
template <class T, class U> concept same_as = is_same_v<T, U>;
template <class T, class... Ts> concept one_of = (is_same_v<T, Ts> || ...);
template <class T, int N> concept fits_in = sizeof(T) <= N;
template <integral T> constexpr int kind(T) { return 1; }
template <floating T> constexpr int kind(T) { return 2; }
template <class T> constexpr int kind(T) { return 0; }
template <one_of<char, signed char> C> constexpr int ch(C) { return 3; }
template <fits_in<4> T> constexpr int small(T) { return 4; }
template <integral... Ts> constexpr int count_ints(Ts...) { return sizeof...(Ts); }
template <integral auto N> struct int_value { static constexpr auto value = N; };
template <auto N> struct any_value { static constexpr int value = 0; };
template <integral T = int, floating U = double> struct pair { T a; U b; };
template <template <class> class C, integral T> struct applied { C<T> c; };
template <class T> struct box { T v; };
template <integral T>
struct counter {
  T n{};
  template <same_as<T> U> constexpr T add(U u) { return n + u; }
  template <floating F> constexpr F scale(F f) const { return f * n; }
};
static_assert(kind(1) == 1 && kind(1.0) == 2 && kind('a') == 0 && kind(1u) == 1);
static_assert(ch('a') == 3 && small(1) == 4 && count_ints(1, 2L, 3u) == 3 && count_ints() == 0);
static_assert(int_value<5>::value == 5 && int_value<7L>::value == 7);
static_assert(counter<int>{2}.add(3) == 5 && counter<long>{2}.scale(1.5) == 3.0);
int main() {
  pair<> p{1, 2.0};
  pair<long, float> q{1, 2.0f};
  applied<box, unsigned> ap{{3u}};
  return p.a + int(q.b) + int(ap.c.v) - 6;
}
