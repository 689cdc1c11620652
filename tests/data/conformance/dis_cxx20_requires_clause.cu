// options: --c++20 --gnu_version=120200
// [temp.pre] requires-clause after a template-head and [dcl.decl] trailing requires-clause
// after a declarator: primary expressions, parenthesised expressions, && and || chains,
// concept-ids, requires-expressions, and on member functions of class templates
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class T> concept integral = same_v<T, int> || same_v<T, long> || same_v<T, short> || same_v<T, char>;
template <class T> concept floating = same_v<T, float> || same_v<T, double>;
template <class T> concept number = integral<T> || floating<T>;
template <class T> constexpr bool is_small = sizeof(T) <= 2;
template <class T> requires integral<T> constexpr int kind(T) { return 1; }
template <class T> requires floating<T> && (sizeof(T) == 8) constexpr int kind(T) { return 2; }
template <class T> requires (is_small<T>) || floating<T> constexpr int small(T) { return 3; }
template <class T> requires requires(T t) { t + t; } constexpr int addable(T) { return 4; }
template <class T> requires true constexpr int always(T) { return 5; }
template <number T> constexpr int constrained(T) { return 6; }
template <class T> constexpr int trailing(T) requires integral<T> { return 7; }
template <class T> constexpr int trailing(T) requires (!integral<T>) { return 8; }
template <class T> struct opt {
  T v;
  constexpr int get() const requires integral<T> { return 9; }
  constexpr int get() const requires floating<T> { return 10; }
  template <class U> requires number<U> constexpr int with(U) const { return 11; }
  constexpr opt(T x) requires number<T> : v(x) {}
};
template <class T> requires integral<T> struct counter { T n; };
static_assert(kind(1) == 1 && kind(1.0) == 2);
static_assert(small(short(1)) == 3 && small(1.0f) == 3);
static_assert(addable(1) == 4 && always('c') == 5 && constrained(2L) == 6);
static_assert(trailing(1) == 7 && trailing(1.0) == 8);
static_assert(opt<int>(1).get() == 9 && opt<double>(1.0).get() == 10 && opt<int>(1).with(2) == 11);
int main() { counter<int> c{3}; return c.n - 3; }
