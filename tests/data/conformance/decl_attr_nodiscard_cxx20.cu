// options: --c++20 --gnu_version=120200
// [[nodiscard( string-literal )]] (C++20, P1301) and [[nodiscard]] on constructors (P1771)
// [dcl.attr.nodiscard]/2-4: on classes, enumerations, functions, constructors and member functions of templates
struct [[nodiscard("handle leaks if discarded")]] handle { int fd; };
enum class [[nodiscard("check the result")]] errc { ok, again };
[[nodiscard("allocation result must be freed")]] void* allocate(unsigned long) { return nullptr; }
[[nodiscard("pure function")]] constexpr int add(int a, int b) { return a + b; }
struct lock_guard {
  [[nodiscard("guard must be named")]] explicit lock_guard(int* m) : p(m) { ++*p; }
  [[nodiscard]] lock_guard(int* m, int) : p(m) {}
  ~lock_guard() { --*p; }
  int* p;
};
template <class T> struct expected {
  [[nodiscard("expected must be checked")]] constexpr bool has_value() const { return ok; }
  [[nodiscard]] constexpr T value() const { return v; }
  T v; bool ok;
};
handle open() { return {3}; }
int main() {
  int m = 0;
  lock_guard g(&m);
  lock_guard g2{&m, 0};
  handle h = open();
  void* p = allocate(16);
  (void)allocate(8);
  constexpr expected<int> ex{5, true};
  static_assert(ex.has_value() && ex.value() == 5 && add(1, 2) == 3);
  errc e = errc::ok;
  return h.fd + (p == nullptr) + static_cast<int>(e) + m - 5;
}
