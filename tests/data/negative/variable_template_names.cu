// A variable template's specialisation named in an expression: an lvalue of
// its declared type read with the arguments bound (const when constexpr),
// so the overload it is passed to is known.
template <class T> struct wrap { typedef T type; };
template <class T> using wrap_t = typename wrap<T>::type;
template <class T> constexpr wrap_t<T> mask_v = T(3);
template <int N> constexpr long scaled_v = N * 2;
template <class T> T zero_v{};
__attribute__((device)) int pick(const unsigned char &);
int pick(long);
__attribute__((device)) int take(double &);
int take(const double &);
int h(unsigned char c) {
  int r = (c & mask_v<unsigned char>) == mask_v<unsigned char>;
  r += pick(mask_v<unsigned char>) + pick(scaled_v<4>);
  r += take(zero_v<double>);
  return r + take(mask_v<double>);
}
