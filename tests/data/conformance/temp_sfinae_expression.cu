// expression SFINAE [temp.deduct]/8: invalid expressions in trailing return types, decltype
// in template arguments, sizeof/noexcept in SFINAE contexts, priority-tag overload dispatch
template <class T> T&& declval() noexcept;
template <int N> struct priority : priority<N - 1> {};
template <> struct priority<0> {};
struct has_begin { int data[2] = {1, 2}; int* begin() { return data; } };
struct has_free_begin { int v = 7; };
int* begin(has_free_begin& h) { return &h.v; }
template <class C> auto first_impl(C& c, priority<2>) -> decltype(*c.begin()) { return *c.begin(); }
template <class C> auto first_impl(C& c, priority<1>) -> decltype(*begin(c)) { return *begin(c); }
template <class C> int first_impl(C&, priority<0>) { return -1; }
template <class C> decltype(auto) first(C& c) { return first_impl(c, priority<2>{}); }
template <class T> auto size_of(const T& t) -> decltype(t.size(), 0ul) { return t.size(); }
template <class T, unsigned long N> auto size_of(const T (&)[N]) -> unsigned long { return N; }
template <class T> constexpr auto can_negate(int) -> decltype(-declval<T>(), true) { return true; }
template <class T> constexpr bool can_negate(...) { return false; }
template <class T, class = decltype(sizeof(T))> constexpr bool is_complete(int) { return true; }
template <class T> constexpr bool is_complete(...) { return false; }
template <class T, bool = noexcept(T(declval<T&&>()))> constexpr int move_kind(int) { return 1; }
template <class T> constexpr int move_kind(...) { return 0; }
template <class F, class... A> constexpr auto invocable(int) -> decltype(declval<F>()(declval<A>()...), true) { return true; }
template <class F, class... A> constexpr bool invocable(...) { return false; }
template <class T> auto call_member(T& t) -> decltype(t.template get<0>()) { return t.template get<0>(); }
struct getter { template <int N> int get() { return N + 4; } };
struct sized { unsigned long size() const { return 3; } };
struct incomplete;
struct fn { int operator()(int, char) const; };
static_assert(can_negate<int>(0) && !can_negate<has_begin>(0), "");
static_assert(is_complete<int>(0) && !is_complete<incomplete>(0), "");
static_assert(move_kind<int>(0) == 1, "");
static_assert(invocable<fn, int, char>(0) && !invocable<fn, int>(0) && !invocable<int, int>(0), "");
int main() {
  has_begin hb;
  has_free_begin hf;
  int arr[5];
  getter g;
  return first(hb) + first(hf) + int(size_of(sized{})) + int(size_of(arr)) + call_member(g) - 20;
}
