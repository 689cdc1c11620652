// tests: a device variable read as an operand beside an enumerator, on either side
__attribute__((device)) int dv;
enum E { A = 1 };
int h() { int x = dv & 1; int y = dv & A; int z = A & dv; int w = dv + A; return x+y+z+w; }
