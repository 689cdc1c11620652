// "no suitable constructor exists to convert from": the operand's type as the
// expression has it (cv kept, arrays and string literals with their bounds,
// references to their referred type)
struct Z {};
char buf[4]; const int ci = 3; volatile int vi;
int g(Z);
void f() { Z a = buf; Z b = ci; Z c = vi; Z e = "x"; Z s = "a\x41\101\n" "cd"; Z w = L"x\u00e9"; Z u = U"ab"; }
void h(const int &r) { g(ci); g(r); }
Z r1() { return ci; }
