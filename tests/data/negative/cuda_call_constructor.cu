// Constructors called implicitly: a local variable's declaration (at its
// name; the destructor is checked first), a temporary `S(args)` (at the
// type), overloads picked by the initializer.
struct M {
    __attribute__((device)) M() {}
    __attribute__((device)) M(int) {}
    M(double) {}
    __attribute__((device)) ~M() {}
};
struct N {
    __attribute__((device)) N(int, int = 0) {}
    int v;
};
void h1() { M m(1); }
void h2() { M m; }
void h3() { M m(1.0); }
void h4() { N a = 2; N b{3}; N c(4, 5); }
int h5() { return N(6).v; }
__attribute__((host, device)) void hd() { N n(7); }
