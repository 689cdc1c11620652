// [temp.param] p15-p16 [temp.names] p4: default template arguments and template-parameter lists
// where '>' may end the list: (1 > 0) parenthesised, '>=' as one token, '>>' closing nested
// lists, template template parameter defaults, and defaults referring to earlier parameters
template <class T> struct box { using type = T; static constexpr int value = sizeof(T); };
template <int N> struct int_ { static constexpr int value = N; };
template <bool B = (1 > 0)> struct flag { static constexpr bool value = B; };
template <bool B = 2 >= 1> struct flag2 { static constexpr bool value = B; };          // '>=' does not end the list
template <int N = (8 >> 1)> struct shifted { static constexpr int value = N; };
template <class T = box<box<int>>> struct nested { using type = T; };                  // '>>>' closes three lists
template <class T, class U = typename box<T>::type, int S = sizeof(U)> struct dep { static constexpr int size = S; };
template <template <class> class C = box, class T = C<char>> struct tt { using type = T; };
template <class T, int N = int_<(sizeof(T) > 2)>::value> struct big { static constexpr int value = N; };
template <class T, bool = (box<T>::value < 4)> struct small_impl { static constexpr int v = 1; };
template <class T> struct small_impl<T, false> { static constexpr int v = 2; };
template <int A, int B = A * 2, int C = (A < B)> struct chain { static constexpr int value = A + B + C; };
template <class T> struct outer { template <class U = T, int K = (sizeof(U) > 1)> static constexpr int f() { return K; } };
static_assert(flag<>::value && flag2<>::value && shifted<>::value == 4);
static_assert(box<nested<>::type::type::type>::value == sizeof(int));
static_assert(dep<long>::size == sizeof(long) && sizeof(tt<>::type::type) == 1);
static_assert(big<char>::value == 0 && big<long long>::value == 1);
static_assert(small_impl<char>::v == 1 && small_impl<double>::v == 2);
static_assert(chain<3>::value == 10);
static_assert(outer<int>::f() == 1 && outer<char>::f<>() == 0);
int main() { return chain<1>::value - 4; }
