// tests: '%' not followed by a digit in device asm with operands
__attribute__((device)) int f(int y) { int x; asm("mov.b32 %x, %1;" : "=r"(x) : "r"(y)); return x; }
