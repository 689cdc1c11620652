// Declarations of templates and members that the reference accepts, right at
// the edge of the redefinition rules: declared then defined, the same
// template with other parameter names, overloads that differ only in the
// template head (SFINAE), in a parameter's type or in a trailing return,
// specialisations, an alias declared again with the same type spelled
// otherwise, a static const member defined out of its class.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_int { static const bool value = false; };
template <> struct is_int<int> { static const bool value = true; };
template <class T> T tf(T x);
template <class U> U tf(U y);
template <class T> T tf(T x) { return x; }
template <class T, typename enable_if<is_int<T>::value, int>::type = 0> void pick(T) {}
template <class T, typename enable_if<!is_int<T>::value, int>::type = 0> void pick(T) {}
template <class T> void ov(T) {}
template <class T> void ov(T*) {}
template <class T> void ov(const T&, int) {}
template <class T> auto tr(T t) -> decltype(t.a()) { return t.a(); }
template <class T> auto tr(T t) -> decltype(t.b()) { return t.b(); }
template <class T> struct S { void m(); static int sv; static const int k = 2; };
template <class T> void S<T>::m() {}
template <> void S<int>::m() {}
template <> void S<long>::m() {}
template <class T> int S<T>::sv = 1;
template <> int S<int>::sv = 2;
template <> int S<long>::sv = 3;
template <class T> const int S<T>::k;
template <class T> using A = const T*;
template <class U> using A = U const *;
struct C { static const int k = 1; static int v; };
const int C::k;
int C::v = 4;
namespace n { extern int v; int w = 1; }
int n::v = 1;
template <class T> void es(T) {}
template <> void es<int>(int) {}
template <> void es<long>(long) {}
int main() { return tf(0) + C::v + n::v + n::w; }
