// attribute-using-prefix: using attribute-namespace :  [dcl.attr.grammar]/3 (C++17)
// [[using gnu: a, b]] on variables, functions, types and parameters; attribute-argument-clauses
// with balanced tokens; several attribute-specifiers in a sequence; pack-free attribute lists
[[using gnu: unused, aligned(16)]] static int aligned_var = 1;
[[using gnu: always_inline]] inline int fast(int x) { return x + 1; }
[[using gnu: noinline, cold]] int slow(int x) { return x - 1; }
[[using gnu: const]] int pure_sq(int x) { return x * x; }
struct [[using gnu: packed]] packed_pair { char c; int i; };
struct [[using gnu: aligned(32)]] wide { int v; };
[[using gnu: unused]] [[maybe_unused]] [[gnu::unused, maybe_unused]] static int many = 2;
int with_params([[using gnu: unused]] int a, int b) { return b; }
[[using gnu: visibility("default")]] int exported() { return 3; }
[[using gnu: section(".text.hot"), used]] int placed() { return 4; }
[[using gnu:]] int empty_list = 5;
[[using gnu: format(printf, 1, 2)]] int my_printf(const char* fmt, ...);
int my_printf(const char*, ...) { return 0; }
static_assert(sizeof(packed_pair) == 5 && alignof(wide) == 32, "");
int main() {
  [[using gnu: unused]] int local = 0;
  return fast(1) + slow(1) + pure_sq(2) + with_params(0, 1) + exported() + placed() + empty_list + aligned_var
       + my_printf("%d", 1) - 21;
}
