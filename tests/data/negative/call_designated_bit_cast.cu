// options: --c++20 --gnu_version=120200
// Values of designated initializers and the operand of __builtin_bit_cast
// are expressions like any other: their calls are checked.
struct S { int x, y; };
__attribute__((device)) int d(int);
void h1() { S s{.x = d(1), .y = 2}; }
void h2() { S s = {.x = 1, .y = d(2)}; }
void h3() { float f = __builtin_bit_cast(float, d(3)); }
