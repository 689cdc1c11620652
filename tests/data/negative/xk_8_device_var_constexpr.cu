// tests: constexpr __shared__ variable
__attribute__((device)) void f() { constexpr __attribute__((shared)) int s = 1; (void)s; }
