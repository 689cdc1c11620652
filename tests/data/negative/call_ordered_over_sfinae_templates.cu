template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_integral { static constexpr bool value = false; };
template <> struct is_integral<int> { static constexpr bool value = true; };
template <class T> constexpr bool is_integral_v = is_integral<T>::value;
template <class T> struct complex { T re, im; };
float asinh(float x);
template <class I, enable_if_t<is_integral_v<I>, int> = 0> double asinh(I x) { return 0; }
template <class T> __attribute__((device)) complex<T> asinh(const complex<T>& x) { return x; }
void g() { complex<float> c; asinh(c); }
