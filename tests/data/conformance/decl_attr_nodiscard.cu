// conformance program decl_attr_nodiscard: valid C++17 accepted by the reference front end
// [dcl.attr.nodiscard] [[nodiscard]] on functions, member functions, classes, enums, constructors is
// C++20; here the C++17 forms, with results consumed or cast to void (no warnings expected)
struct [[nodiscard]] error_code { int value; };
enum class [[nodiscard]] status { ok, fail };
[[nodiscard]] int compute() { return 42; }
[[nodiscard]] inline constexpr int twice(int x) { return 2 * x; }
[[nodiscard]] error_code open_file(const char*) { return {0}; }
status close_file() { return status::ok; }
struct buffer {
  [[nodiscard]] bool empty() const noexcept { return n == 0; }
  [[nodiscard]] static buffer make() { return {}; }
  [[nodiscard]] friend int size(const buffer& b) { return b.n; }
  int n = 0;
};
template <class T> [[nodiscard]] T identity(T t) { return t; }
struct fn_object { [[nodiscard]] int operator()() const { return 1; } } lambda;
int main() {
  int a = compute();
  (void)compute();
  static_cast<void>(open_file("x"));
  error_code e = open_file("y");
  if (close_file() == status::fail) return 1;
  buffer b = buffer::make();
  bool empty = b.empty();
  (void)identity(3);
  constexpr int t = twice(2);
  return a + e.value + empty + size(b) + t + lambda() - 48;
}
