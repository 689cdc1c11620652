// options: --c++20 --gnu_version=120200
// Enumerations alone compared in C++20: the reference takes an operator
// function reversed (`1 != c` through operator==(Color, int)), or in the
// written order when its parameters match exactly (`c != d`), but leaves
// `c != 1` and `c < 1` to the built-in operators. A scoped enumeration has
// no built-in candidate but for two operands of its type, and an operator
// function wins over it.
enum Color { red, green };
__attribute__((device)) bool operator==(Color, int);
__attribute__((device)) bool operator==(Color, Color);
__attribute__((device)) int operator<=>(Color, int);
bool a1(Color c) { return c != 1; }
bool a2(Color c, Color d) { return c != d; }
bool a3(Color c) { return 1 != c; }
bool a4(Color c) { return c < 1; }
bool a5(Color c) { return 1 < c; }
enum class F { x };
__attribute__((device)) bool operator==(F, int);
__attribute__((device)) bool operator==(F, F);
bool s1(F c) { return c != 1; }
bool s2(F c, F d) { return c != d; }
bool s3(F c, F d) { return c == d; }
bool s4(F c) { return 1 == c; }
struct K { int v; };
__attribute__((device)) bool operator==(K, int);
bool k1(K k) { return k != 1; }
