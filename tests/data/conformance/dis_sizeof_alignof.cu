// C++17 conformance: disambiguation
// [dcl.ambig.res] p4, [expr.sizeof], [expr.alignof]: sizeof(T) takes a type-id,
// sizeof(x) an expression; a parenthesised form that can be a type-id is a type-id
struct alignas(16) vec4 { float x, y, z, w; };
using u8 = unsigned char;
constexpr int field = 3;
template <class T> struct traits { static constexpr int value = sizeof(T); using type = T; };
int main() {
  vec4 v{};
  int vec = 0;
  static_assert(sizeof(vec4) == 16);
  static_assert(sizeof(v) == 16);
  static_assert(sizeof v == 16);
  static_assert(sizeof(vec) == sizeof(int));      // variable named like a type elsewhere
  static_assert(sizeof(int*) == sizeof(void*));
  static_assert(sizeof(int(*)(int)) == sizeof(void (*)()));
  static_assert(sizeof(int[4]) == 4 * sizeof(int));
  static_assert(sizeof(u8(field)) == 1);          // expression: functional cast
  static_assert(sizeof(u8) == 1);                 // type-id
  static_assert(sizeof((u8)field) == 1);          // cast expression
  static_assert(sizeof(+u8()) == sizeof(int));    // expression with a prefix
  static_assert(sizeof(traits<int>::type) == sizeof(int));
  static_assert(sizeof(traits<vec4>::value) == sizeof(int));
  static_assert(sizeof(vec4().x) == sizeof(float));
  static_assert(sizeof(v.x) + sizeof(v.y) == 8);
  static_assert(alignof(vec4) == 16);
  static_assert(alignof(vec4[2]) == 16);
  static_assert(alignof(int(*)()) == alignof(void*));
  static_assert(alignof(traits<double>::type) == alignof(double));
  static_assert(sizeof(decltype(v)) == 16);
  static_assert(sizeof(int) * 2 == 8);             // sizeof(type) then binary *
  static_assert(sizeof -1 == sizeof(int));
  return sizeof(int) - 4;
}
