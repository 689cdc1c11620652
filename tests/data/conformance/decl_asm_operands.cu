// GNU asm statements in depth (asm-declaration [dcl.asm] is conditionally-supported; these are the GCC
// extended forms): asm inline, string concatenation, multi-alternative constraints, immediate operands
// from template parameters, memory operands naming members, asm goto with outputs, register and
// symbol-renaming asm labels on functions and variables
extern "C" int renamed(int) __asm__("renamed_impl") __attribute__((nothrow));
int counted(int) asm("counted_symbol");
int counted(int x) { return x; }
struct regs { int a; int b[2]; };
void alternatives(int& out) { asm("" : "=r,m"(out) : "r,r"(1)); }
void immediates(int x) { asm volatile("# %0 %1 %2" :: "i"(sizeof(long)), "g"(x), "n"(42)); }
void members(regs& r) { asm("" :: "m"(r.a), "m"(r.b[1]) : "memory"); }
template <int N> int imm() { int x; asm("movl %1, %0" : "=r"(x) : "i"(N)); return x; }
template int imm<3>();
int goto_outputs(int x) {
  asm goto("" : "+r"(x) : : "cc" : done, other);
  return x;
done:
  return 0;
other:
  return -1;
}
void inline_asm() {
  asm inline("nop");
  __asm__ __inline__("nop" "\n\t" "nop");
  __asm__ __volatile__ ("" ::: "memory", "cc");
}
template <class T> T pass_through(T v) { __asm__("" : "+g"(v)); return v; }
int main() {
  int o = 0;
  regs r{1, {2, 3}};
  alternatives(o);
  immediates(o);
  members(r);
  inline_asm();
  return imm<3>() + goto_outputs(1) + pass_through(2) + counted(1) + r.a - 8;
}
