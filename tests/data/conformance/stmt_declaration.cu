// declaration-statement: block-declaration  [stmt.dcl]
// block-scope statics, extern and function declarations, typedef/using, local classes and enums,
// static_assert, namespace aliases and using-directives at block scope
namespace outer { namespace inner { constexpr int k = 4; } }
int external_value = 3;
int counter() {
  static int calls = 0;
  static const int base = [] { return 100; }();
  return base + ++calls;
}
int block_scope() {
  extern int external_value;
  int helper(int);
  typedef unsigned short u16;
  using u32 = unsigned int;
  enum color { red, green = 5 };
  enum class tag : char { a = 'a' };
  struct local { int v; int twice() const { return v * 2; } };
  static_assert(sizeof(u16) <= sizeof(u32), "widths");
  namespace oi = outer::inner;
  using namespace outer;
  using outer::inner::k;
  local l{external_value};
  u32 r = l.twice() + green + oi::k + inner::k + k + helper(1);
  return static_cast<int>(r) + (tag::a == tag{'a'});
}
int helper(int x) { return x; }
int main() {
  counter();
  return counter() + block_scope() - 130;
}
