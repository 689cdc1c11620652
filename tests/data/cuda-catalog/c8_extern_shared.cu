// tests: non-array extern __shared__ variable at namespace scope
extern __attribute__((shared)) int es;
__attribute__((device)) int f() { return es; }
