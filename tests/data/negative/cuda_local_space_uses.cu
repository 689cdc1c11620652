// tests: locals with a memory space in host and host-device bodies: still read, written and address-taken as device variables
int f1() { static __attribute__((shared)) int t; return t; }
int f2() { __attribute__((shared)) int t; return t; }
int f3() { static __attribute__((device)) int t; return t; }
int f5() { static __attribute__((constant)) int t = 1; return t; }
struct R { int g(); };
int R::g() { __attribute__((shared)) int t; return t; }
__attribute__((host)) __attribute__((device)) int g1() { static __attribute__((shared)) int t; return t; }
int *f2() { static __attribute__((shared)) int t; t = 2; return &t; }
int *f3() { static __attribute__((device)) int t; t = 2; return &t; }
