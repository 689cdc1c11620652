// asm operands: a "cc" clobber in device and kernel code, a "C" constraint in host and host-device code
__attribute__((host)) __attribute__((device)) void hd() { asm volatile("membar.gl;" ::: "cc"); }
__attribute__((global)) void k() { asm volatile("membar.gl;" ::: "memory", "cc"); }
__attribute__((device)) void d(int x) { asm("mov.b32 %0, %0;" : "+r"(x) : : "cc"); }
static constexpr char s[] = "nop;";
__attribute__((host)) __attribute__((device)) void hd2() { asm volatile("%0" :: "C"(s)); }
__attribute__((device)) void d2() { asm volatile("%0" :: "C"(s)); }
void h() { asm volatile("%0" :: "r"(1), "C"(s)); asm("nop" ::: "cc"); }
