// Template arguments computed by constexpr function templates called
// without arguments, whose bodies choose a return by `if constexpr` (as
// libcu++'s numeric_limits picks its implementation), and by variable
// templates with a partial specialisation (libcu++'s is_same_v). The
// default argument of an unnamed value parameter selects a partial
// specialisation whose member functions are device functions.
template <class T, T v> struct constant { static constexpr T value = v; };
template <class T> struct is_int : constant<bool, false> {};
template <> struct is_int<int> : constant<bool, true> {};
template <> struct is_int<unsigned> : constant<bool, true> {};
template <class T> inline constexpr bool is_int_v = is_int<T>::value;
template <class T, class U> inline constexpr bool same_v = false;
template <class T> inline constexpr bool same_v<T, T> = true;

enum class category { integral, boolean, floating, other };
template <class T>
constexpr category category_of()
{
  if constexpr (same_v<T, bool>) {
    return category::boolean;
  } else if constexpr (is_int_v<T>) {
    return category::integral;
  } else if constexpr (same_v<T, float> || same_v<T, double>) {
    return category::floating;
  } else {
    return category::other;
  }
}

template <class T, category = category_of<T>()> struct limits_impl {
  static constexpr int digits = 0;
};
template <class T> struct limits_impl<T, category::integral> {
  static constexpr int digits = 8 * sizeof(T) - 1;
  __attribute__((device)) static constexpr T max() noexcept { return T(1); }
};
template <class T> struct limits_impl<T, category::floating> {
  static constexpr int digits = 24;
  __attribute__((device)) static T epsilon() { return T(0); }
};
template <class T> struct limits : limits_impl<T> {};

template <int N> struct pick { static int run(int x) { return x; } };
template <> struct pick<1> { __attribute__((device)) static int run(int x) { return x; } };

int host_side(int v) {
  constexpr auto bits = limits<int>::digits;
  int r = limits<int>::max();
  r += limits<float>::epsilon();
  r += pick<same_v<long, long>>::run(v);
  r += pick<!same_v<int, long>>::run(bits);
  r += pick<(int)category_of<double>() - 1>::run(v);
  r += pick<limits<bool>::digits>::run(v);
  return r;
}
