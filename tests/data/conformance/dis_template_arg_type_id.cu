// C++17 conformance: disambiguation
// [temp.arg] p2: in a template-argument an ambiguity between a type-id and an expression is
// resolved to a type-id: f<int()> names a function type, even when a non-type overload exists
template <class T> struct kind { static constexpr int value = 1; };
template <class R, class... A> struct kind<R(A...)> { static constexpr int value = 2; };
template <class R, class... A> struct kind<R (*)(A...)> { static constexpr int value = 3; };
template <class T> constexpr int pick() { return kind<T>::value; }
template <int N> constexpr int pick() { return 10 + N; }
template <class Sig> struct function_ref;
template <class R, class... A> struct function_ref<R(A...)> {
  R (*fp)(A...);
  R operator()(A... a) const { return fp(a...); }
};
struct point { int x, y; };
int add(int a, int b) { return a + b; }
static_assert(pick<int()>() == 2);           // function type, not value-initialised int
static_assert(pick<int(int, char)>() == 2);
static_assert(pick<int (*)()>() == 3);
static_assert(pick<int(1)>() == 11);         // int(1) is not a type-id: expression
static_assert(pick<(int())>() == 10);        // parenthesised: expression
static_assert(pick<int>() == 1);
static_assert(pick<point()>() == 2);
static_assert(pick<point(point)>() == 2);
static_assert(kind<void(point&, int&&)>::value == 2);
static_assert(pick<sizeof(int)>() == 14);
static_assert(pick<int{}>() == 10);
int main() {
  function_ref<int(int, int)> fr{add};
  function_ref<point(int, int)> mk{[](int a, int b) { return point{a, b}; }};
  return fr(1, 2) + mk(3, 4).y - 7;
}
