// [temp.param] p2-p3: in a template-parameter-list 'typename X::y N' is a non-type parameter
// of dependent type while 'typename T' is a type parameter; 'class T::y' is ill-formed but
// 'class' followed by an identifier is a type parameter; auto and decltype(auto) parameters
template <class T> struct traits { using size_type = unsigned; using value_type = T; static constexpr T zero = T(); };
template <class T, typename traits<T>::size_type N> struct fixed { static constexpr unsigned value = N; };   // non-type
template <class T, typename T::value_type V = T::zero> struct with_value { static constexpr auto value = V; };
template <typename T, typename = void> struct has_default { static constexpr int value = 0; };           // unnamed type param
template <class T, T V> struct constant { static constexpr T value = V; };
template <class T, T* P> struct pointer_param { static constexpr T* ptr = P; };
template <auto V> struct any_value { using type = decltype(V); static constexpr auto value = V; };
template <decltype(auto) V> struct exact { static constexpr auto value = V; };
template <class T, int (T::*M)> struct member_param { static int read(const T& t) { return t.*M; } };
template <class T, template <class> class Tr = traits, typename Tr<T>::size_type S = 2> struct combo { static constexpr unsigned value = S; };
struct holder { using value_type = int; static constexpr int zero = 4; int m = 3; };
int global = 5;
template <class T> struct outer { template <typename T::value_type... Vs> struct inner { static constexpr int count = sizeof...(Vs); }; };
static_assert(fixed<int, 7>::value == 7);
static_assert(with_value<holder>::value == 4 && with_value<holder, 2>::value == 2);
static_assert(has_default<int>::value == 0 && constant<char, 'x'>::value == 'x');
static_assert(pointer_param<int, &global>::ptr == &global);
static_assert(any_value<3L>::value == 3 && sizeof(any_value<'c'>::type) == 1);
static_assert(exact<10>::value == 10 && combo<int>::value == 2);
static_assert(outer<holder>::inner<1, 2, 3>::count == 3);
int main() { holder h; return member_param<holder, &holder::m>::read(h) - 3; }
