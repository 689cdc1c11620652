// SFINAE [temp.deduct]/8 with a hand-written enable_if: in return types, default template
// arguments, non-type template parameters, function parameters and class partial specializations
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T, T V> struct integral_constant { static constexpr T value = V; };
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;
template <class T> struct is_integral : false_type {};
template <> struct is_integral<int> : true_type {};
template <> struct is_integral<long> : true_type {};
template <> struct is_integral<char> : true_type {};
template <class T> struct is_floating : false_type {};
template <> struct is_floating<double> : true_type {};
template <> struct is_floating<float> : true_type {};
template <class T> typename enable_if<is_integral<T>::value, int>::type classify(T) { return 1; }
template <class T> enable_if_t<is_floating<T>::value, int> classify(T) { return 2; }
template <class T, class = enable_if_t<is_integral<T>::value>> constexpr int by_default(T) { return 3; }
template <class T, enable_if_t<is_floating<T>::value, int> = 0> constexpr int by_nttp(T) { return 4; }
template <class T, enable_if_t<!is_floating<T>::value, int> = 0> constexpr int by_nttp(T) { return 5; }
template <class T> constexpr int by_param(T, enable_if_t<is_integral<T>::value>* = nullptr) { return 6; }
template <class T> constexpr int by_param(T, enable_if_t<is_floating<T>::value, long>* = nullptr) { return 7; }
template <class T, class Enable = void> struct storage { static constexpr int kind = 0; };
template <class T> struct storage<T, enable_if_t<is_integral<T>::value>> { static constexpr int kind = 1; };
template <class T> struct storage<T, typename enable_if<is_floating<T>::value>::type> { static constexpr int kind = 2; };
template <class T>
struct optional {
  T v;
  template <class U, enable_if_t<is_integral<U>::value && sizeof(U) <= sizeof(T), bool> = true>
  constexpr optional(U u) : v(T(u)) {}
  template <class U, enable_if_t<is_floating<U>::value, bool> = false>
  explicit constexpr optional(U u) : v(T(u * 2)) {}
};
static_assert(by_default(1) == 3 && by_nttp(1.0) == 4 && by_nttp('a') == 5, "");
static_assert(by_param(1L) == 6 && by_param(1.0f) == 7, "");
static_assert(storage<int>::kind == 1 && storage<double>::kind == 2 && storage<void>::kind == 0, "");
static_assert(optional<long>(3).v == 3 && optional<long>(1.5).v == 3, "");
int main() { return classify(1) + classify(1.0) - 3; }
