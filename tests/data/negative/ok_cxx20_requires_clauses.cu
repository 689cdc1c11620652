// options: --c++20
// Requires-clauses: before a constructor, ending in a parenthesised operand before the body, a requires-expression naming the parameters, a type-requirement naming a type parameter.
template <class A> concept C = true;
template <class T> struct Tr { static constexpr bool value = true; };
struct Box {
  template <class U> requires C<U> Box(U u) {}
  template <class U> requires C<U> && true Box(U a, U b) {}
  template <class T> requires true Box(T, T, T) {}
  template <class T> requires Tr<T>::value Box(T, T, T, T) {}
};
template <class T> struct Wrap { T t; template <class U> requires C<U> Wrap(U u) : t(u) {} };
Box b(3);
Wrap<int> w(2);
template <class T> int h(T) requires C<T> && (sizeof(T) > 1) { return 1; }
template <class T> int h2(T) requires C<T> || (sizeof(T) > 1) { return 1; }
template <class T> int h3(T) requires true && (sizeof(T) > 1) { return 1; }
template <class T> struct S {
  int m() const requires (sizeof(T) > 1) && (sizeof(T) < 64) { return 2; }
  int n() requires C<T> && (true) { return 3; }
  int k = 0;
};
int x = h(1) + h2(1) + h3(1);
int f(int a, int b) { if (a && (b)) { return 1; } return (a) && (b); }
int y = S<int>().m() + S<int>().n() + S<int>().k;
template <class T> int f2(T t) requires requires { t + t; } { return 2; }
template <class T> int f3(T t, T u) requires requires { t + u; } && true { return 3; }
struct V { int v; };
struct W { template <class T> bool operator==(const T& t) const requires requires { t.v; } { return true; } };
int x2 = f2(1) + f3(1, 2);
bool y2 = W() == V{1};
template <class T> concept A1 = requires { typename T; };
static_assert(A1<int>);
struct Q { using type = int; };
template <class T> concept A2 = requires { typename T::type; typename T; };
static_assert(A2<Q>);
