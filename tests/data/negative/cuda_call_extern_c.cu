// Functions with C linkage (`extern "C"` before the declaration, or a
// "C" block around it) are named alone in the calling messages; the first
// message still uses up the demangled form, so a later C++ callee is
// written in the partial mangling at once.
extern "C" __attribute__((device)) int dd(int x);
extern "C" { __attribute__((device)) int de(int x); }
extern "C++" { __attribute__((device)) int dg(int x); }
__attribute__((device)) int df(int x);
int h(int y) { return dd(y) + de(y) + dd(y) + df(y) + df(y) + dg(y); }
