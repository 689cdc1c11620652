// tests: __constant__ variable declared inside a device function body
__attribute__((device)) void f() { __attribute__((constant)) int c; (void)c; }
