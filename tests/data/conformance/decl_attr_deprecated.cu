// [dcl.attr.deprecated] [[deprecated]] and [[deprecated( string-literal )]] on every entity kind the
// standard allows: class, typedef-name, variable, non-static member, function, namespace, enumeration,
// enumerator, template specialization; declarations only (no uses, so no warnings are expected)
struct [[deprecated]] old_widget {};
class [[deprecated("use new_api::buffer")]] old_buffer;
[[deprecated]] typedef int old_int;
using old_long [[deprecated("use long long")]] = long;
[[deprecated("global is going away")]] extern int old_global;
struct holder {
  [[deprecated]] int old_member;
  int new_member;
  [[deprecated("call run()")]] void start();
  [[deprecated]] static const int old_constant = 1;
  void run() {}
};
[[deprecated]] int old_function(int);
int old_function2 [[deprecated("v2")]] (int);
namespace [[deprecated("use v2")]] v1 {}
enum [[deprecated]] old_enum { oe_a };
enum class modern { keep, drop [[deprecated("drop is obsolete")]] };
template <class T> struct traits { static constexpr int id = 0; };
template <> struct [[deprecated]] traits<char> { static constexpr int id = 1; };
template <class T> [[deprecated("generic path")]] void legacy(T) {}
[[deprecated(R"(raw "quoted" message)")]] void raw_message();
[[deprecated(u8"utf8 message")]] void utf8_message();
int main() {
  holder h{};
  h.new_member = 2;
  h.run();
  modern m = modern::keep;
  return h.new_member + static_cast<int>(m) + traits<int>::id - 2;
}
