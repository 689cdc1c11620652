// options: --c++20 --gnu_version=120200
// A requires-expression inside a template argument list (its braces and
// semicolons are the expression's, not the end of the list).
template<bool B> struct S { static constexpr bool value = B; };
S<requires { 1; }> s1;
S<(requires { 1; })> s2;
template<class T> constexpr bool has_type = S<requires { typename T::type; }>::value;
struct A { using type = int; };
static_assert(has_type<A>);
static_assert(!has_type<int>);
template<class T> S<sizeof(T) == 4 && requires (T t) { t + 1; }> s3;
