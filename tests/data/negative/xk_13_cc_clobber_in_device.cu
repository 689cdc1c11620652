// tests: cc clobber in device asm
__attribute__((device)) void f() { asm volatile("membar.gl;" ::: "cc"); }
