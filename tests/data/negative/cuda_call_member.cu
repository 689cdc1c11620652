// Member functions: on an object (the caret at the member's name), through
// a pointer, static ones by qualified name, and from another member.
struct S {
    __attribute__((device)) int m(int) { return 1; }
    __attribute__((device)) static int sm(int) { return 2; }
    __attribute__((device)) int c() const { return 3; }
    int host_member();
};
int S::host_member() { return m(1) + c(); }
int f(S s, S *p) { return s.m(1) + p->m(2) + S::sm(3); }
int g(const S &s) { return s.c(); }
