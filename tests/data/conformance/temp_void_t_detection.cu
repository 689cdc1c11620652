// detection idiom with void_t [temp.alias]/3, [temp.spec.partial.match]: partial specialization
// on void_t<expr>, nested member detection, is_detected, operator detection with declval
template <class...> using void_t = void;
template <class T> T&& declval() noexcept;
template <class T, T V> struct integral_constant { static constexpr T value = V; };
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;
template <class T, class = void> struct has_value_type : false_type {};
template <class T> struct has_value_type<T, void_t<typename T::value_type>> : true_type {};
template <class T, class = void> struct has_size : false_type {};
template <class T> struct has_size<T, void_t<decltype(declval<const T&>().size())>> : true_type {};
template <class T, class U, class = void> struct is_addable : false_type {};
template <class T, class U> struct is_addable<T, U, void_t<decltype(declval<T>() + declval<U>())>> : true_type {};
template <class T, class = void> struct is_iterable : false_type {};
template <class T>
struct is_iterable<T, void_t<decltype(declval<T&>().begin()), decltype(declval<T&>().end()), typename T::iterator>>
    : true_type {};
struct nonesuch { nonesuch() = delete; ~nonesuch() = delete; };
template <class Default, class AlwaysVoid, template <class...> class Op, class... Args>
struct detector { using value_t = false_type; using type = Default; };
template <class Default, template <class...> class Op, class... Args>
struct detector<Default, void_t<Op<Args...>>, Op, Args...> { using value_t = true_type; using type = Op<Args...>; };
template <template <class...> class Op, class... Args>
using is_detected = typename detector<nonesuch, void, Op, Args...>::value_t;
template <class T> using copy_assign_t = decltype(declval<T&>() = declval<const T&>());
template <class T> using element_t = typename T::element_type;
struct vec { using value_type = int; using iterator = int*; int* begin(); int* end(); unsigned long size() const; };
struct no_copy { no_copy& operator=(const no_copy&) = delete; };
struct sp { using element_type = long; };
static_assert(has_value_type<vec>::value && !has_value_type<int>::value, "");
static_assert(has_size<vec>::value && !has_size<no_copy>::value, "");
static_assert(is_addable<int, double>::value && !is_addable<vec, int>::value, "");
static_assert(is_iterable<vec>::value && !is_iterable<int>::value, "");
static_assert(is_detected<copy_assign_t, int>::value && !is_detected<copy_assign_t, no_copy>::value, "");
static_assert(is_detected<element_t, sp>::value && !is_detected<element_t, vec>::value, "");
int main() { return has_value_type<int>::value; }
