// conformance program decl_attr_maybe_unused_noreturn: valid C++17 accepted by the reference front end
// [dcl.attr.unused] [[maybe_unused]] on class, typedef, variable, data member, function, enumeration,
// enumerator, parameter, structured binding; [dcl.attr.noreturn] [[noreturn]] on first declarations
struct [[maybe_unused]] tag {};
[[maybe_unused]] typedef int alias_t;
using alias2 [[maybe_unused]] = long;
[[maybe_unused]] static void helper() {}
static int helper2 [[maybe_unused]] () { return 0; }
enum [[maybe_unused]] e { e1 [[maybe_unused]] };
struct point { int x, y; [[maybe_unused]] int pad; };
[[noreturn]] void fail(const char*);
[[noreturn]] void fail(const char*) { throw 0; }
[[noreturn]] inline void unreachable() { for (;;) {} }
struct terminator { [[noreturn]] static void abort_now() { throw 1; } [[noreturn]] virtual void die() { throw 2; } };
template <class T> [[noreturn]] void throw_as(T t) { throw t; }
void both [[noreturn, maybe_unused]] ();
void both() { throw 3; }
int check(int v, [[maybe_unused]] int debug_level) {
  [[maybe_unused]] const bool ok = v > 0;
  [[maybe_unused]] auto [a, b, c] = point{v, v + 1, 0};
  if (v < -100) fail("bad");
  if (v < -200) throw_as(v);
  if (v < -300) terminator::abort_now();
  if (v < -400) unreachable();
  return v;
}
int main() { return check(1, 0) - 1; }
