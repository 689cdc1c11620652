// options: --c++20 --gnu_version=120200
// decl-specifier constinit [dcl.constinit] (C++20): static and thread storage duration variables
// with constant initialization; combined with extern, static, thread_local, inline and templates
struct spinlock {
  int state;
  constexpr spinlock() : state(0) {}
  void lock() { state = 1; }
};
constexpr int compute() { return 6 * 7; }
constinit int answer = compute();
constinit spinlock global_lock;
constinit static int file_counter = 0;
constinit thread_local int tls_errno = 0;
extern constinit const int exported;
constinit const int exported = 5;
constinit const char* greeting = "hi";
struct registry {
  static constinit int count;
  static inline constinit int inline_count = 3;
};
constinit int registry::count = 1;
template <class T> constinit T zero_of = T{};
int use() {
  static constinit int calls = 10;
  thread_local constinit int tcalls = 0;
  global_lock.lock();
  return ++calls + ++tcalls;
}
int main() {
  return answer + file_counter + tls_errno + exported + registry::count + registry::inline_count
       + zero_of<int> + use() + (greeting != nullptr) - 63;
}
