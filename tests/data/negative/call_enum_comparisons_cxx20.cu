// options: --c++20 --gnu_version=120200
// Enumerations compared in C++20: an operator function taking the operands
// as they stand (in either order) beats the built-in candidates, which
// need the enumeration promoted; the calls it reaches are checked.
enum Color { red, green };
__attribute__((device)) bool operator==(Color, int);
bool written_order(Color c) { return c == 1; }
bool reversed(Color c) { return 1 == c; }
bool rewritten(Color c) { return c != 1; }
enum class E { X, Y };
__attribute__((device)) void f(E a) {}
void using_enum() { using enum E; f(X); }
