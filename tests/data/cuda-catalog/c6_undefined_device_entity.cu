// tests: host static data member used through a member pointer in device code
struct S { int m; static int sm; };
__attribute__((device)) int f(S *s) { int S::*pm = &S::m; return s->*pm + *&S::sm; }
