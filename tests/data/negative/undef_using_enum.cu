// options: --c++20 --gnu_version=120200
enum class Op { Add, Mul };
int f() { using enum Op; return (int)Div; }
