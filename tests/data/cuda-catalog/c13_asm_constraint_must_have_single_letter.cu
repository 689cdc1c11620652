// tests: asm operand with two constraint letters in device code
__attribute__((device)) int f(int y) { int x; asm("mov.b32 %0, %1;" : "=r"(x) : "rn"(y)); return x; }
