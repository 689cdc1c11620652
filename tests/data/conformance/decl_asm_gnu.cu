// conformance program decl_asm_gnu: valid C++17 accepted by the reference front end
// asm-declaration: attribute-specifier-seq(opt) asm ( balanced-token-seq ) ;  [dcl.asm], and the GNU
// extended forms: asm volatile, outputs/inputs/clobbers, named operands, asm goto, asm labels on declarations
asm("");
__asm__(".globl marker_symbol");
int renamed_var asm("my_var_symbol") = 1;
extern int renamed_func(int) __asm__("renamed_function_symbol");
int add_one(int x) {
  int r;
  asm("leal 1(%1), %0" : "=r"(r) : "r"(x));
  return r;
}
unsigned long long rdtsc_like() {
  unsigned lo, hi;
  __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}
int named(int a, int b) {
  asm volatile("addl %[rhs], %[lhs]" : [lhs] "+r"(a) : [rhs] "r"(b) : "cc");
  return a;
}
void barrier() { asm volatile("" ::: "memory"); }
int jump(int x) {
  asm goto("testl %0, %0; jz %l[is_zero]" : : "r"(x) : "cc" : is_zero);
  return 1;
is_zero:
  return 0;
}
template <class T> T templated(T v) { asm("" : "+r"(v)); return v; }
int main() {
  barrier();
  register int reg_var asm("ebx") = 2;
  __asm ("nop");
  return add_one(1) + named(1, 2) + jump(0) + templated(3) + renamed_var + reg_var + int(rdtsc_like() & 0) - 11;
}
