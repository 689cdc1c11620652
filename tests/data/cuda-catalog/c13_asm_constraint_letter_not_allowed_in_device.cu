// tests: asm operand constraint letter 'm' (memory) in device code
__attribute__((device)) int f(int y) { int x; asm("mov.b32 %0, %1;" : "=r"(x) : "m"(y)); return x; }
