// options: --c++20 --gnu_version=120200
enum class Op { Add, Mul };
namespace N { using enum Op; }
struct S { using enum Op; };
int f() { using enum Op; return (int)Mul; }
int g() { return (int)N::Mul + (int)S::Add; }
