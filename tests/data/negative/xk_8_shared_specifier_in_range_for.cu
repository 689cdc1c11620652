// tests: __shared__ on a range-based for declaration
__attribute__((device)) void f() { int a[2] = {1, 2}; for (__attribute__((shared)) int x : a) (void)x; }
