// options: --c++20 --gnu_version=120200
// concept-definition: concept concept-name = constraint-expression ; [temp.concept]
// concepts built from type traits, requires-expressions, other concepts, && || and !
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> T&& declval() noexcept;
template <class T, class U> concept same_as = is_same_v<T, U> && is_same_v<U, T>;
template <class T> concept integral = is_same_v<T, int> || is_same_v<T, long> || is_same_v<T, char>;
template <class T> concept signed_integral = integral<T> && (T(-1) < T(0));
template <class T> concept always = true;
template <class From, class To> concept convertible_to = __is_convertible_to(From, To) && requires { static_cast<To>(declval<From>()); };
template <class T> concept equality_comparable = requires(const T& a, const T& b) {
  { a == b } -> convertible_to<bool>;
  { a != b } -> convertible_to<bool>;
};
template <class T> concept has_value_type = requires { typename T::value_type; };
template <class I> concept incrementable = requires(I i) { ++i; i++; { ++i } -> same_as<I&>; };
template <class T> concept not_pointer = !requires(T t) { *t; t + 1; };
template <class T> concept range = requires(T& r) { r.begin(); r.end(); } && has_value_type<T>;
template <class F, class... Args> concept invocable = requires(F&& f, Args&&... args) { static_cast<F&&>(f)(static_cast<Args&&>(args)...); };
template <class T, class... Ts> concept one_of = (same_as<T, Ts> || ...);
template <auto N> concept positive = N > 0;
struct vec { using value_type = int; int* begin(); int* end(); };
static_assert(same_as<int, int> && !same_as<int, long>);
static_assert(signed_integral<int> && !signed_integral<double> && always<void>);
static_assert(convertible_to<int, long> && !convertible_to<int*, long>);
static_assert(equality_comparable<int> && !equality_comparable<vec>);
static_assert(incrementable<int*> && !incrementable<vec> && not_pointer<vec> && !not_pointer<int*>);
static_assert(range<vec> && !range<int>);
static_assert(invocable<int (*)(int), int> && !invocable<int, int>);
static_assert(one_of<char, int, char> && !one_of<float, int, char> && positive<3> && !positive<0>);
int main() { return integral<float>; }
