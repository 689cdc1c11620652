// range-based for variables with memory space attributes in device and host bodies
__attribute__((device)) void f() { int a[2] = {1, 2}; for (__attribute__((shared)) int x : a) (void)x; for (static __attribute__((shared)) int y : a) (void)y; for (__attribute__((device)) int z : a) (void)z; }
void h() { int a[2] = {1, 2}; for (__attribute__((shared)) int x : a) (void)x; for (__attribute__((constant)) int w : a) (void)w; }
