// options: --c++20 --gnu_version=120200
// requires-clause: requires constraint-logical-or-expression, leading (after template-head) and
// trailing (after declarator) [temp.pre]/9, [dcl.decl]; primary expressions allowed in it
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> constexpr bool is_ptr = false;
template <class T> constexpr bool is_ptr<T*> = true;
template <class T> concept pointer = is_ptr<T>;
template <class T> requires pointer<T> constexpr int lead(T) { return 1; }
template <class T> requires (!pointer<T>) constexpr int lead(T) { return 2; }
template <class T> constexpr int trail(T) requires (sizeof(T) == 1) { return 3; }
template <class T> constexpr int trail(T) requires (sizeof(T) > 1) && true { return 4; }
template <class T> requires is_same_v<T, int> || is_same_v<T, long> constexpr int disj(T) { return 5; }
template <class T> requires requires(T t) { t.size(); } constexpr int ad_hoc(const T& t) { return int(t.size()); }
template <class T> requires pointer<T> constexpr int both(T) requires (sizeof(T) == 8) { return 6; }
template <class T>
struct vector {
  T v{};
  constexpr int size() const requires (!is_ptr<T>) { return 1; }
  constexpr int size() const requires is_ptr<T> { return 2; }
  template <class U> requires is_same_v<U, T> constexpr int push(U) { return 7; }
  constexpr vector() = default;
  constexpr vector(const vector&) requires (!is_same_v<T, void*>) = default;
  constexpr ~vector() = default;
};
template <class T> requires pointer<T> struct ptr_wrapper { T p; };
template <class T> requires true using id = T;
template <class T> requires (sizeof(T) > 0) constexpr T zero = T();
struct sized { constexpr unsigned long size() const { return 9; } };
static_assert(lead(static_cast<int*>(nullptr)) == 1 && lead(0) == 2 && trail('a') == 3 && trail(0L) == 4);
static_assert(disj(1) == 5 && disj(1L) == 5 && ad_hoc(sized{}) == 9 && both(static_cast<char*>(nullptr)) == 6);
static_assert(vector<int>{}.size() == 1 && vector<int*>{}.size() == 2 && vector<int>{}.push(1) == 7);
static_assert(zero<id<int>> == 0);
int main() {
  int x = 0;
  ptr_wrapper<int*> pw{&x};
  vector<int> a;
  vector<int> b = a;
  return *pw.p + b.v;
}
