// A __device__ static member function called through an object (`o.sf()`,
// `this->sf()`, `(*this).sf()`) is reported at the object, where the
// reference points; an operator() named explicitly (`c.operator()(1)`) is
// reported once, at its name, where a call of the object itself is
// reported twice at the `(`.
struct S {
    __attribute__((device)) static int sdf();
    __attribute__((device)) int df();
    void a() { this->sdf(); }
    void b(S &o) { o.sdf(); }
    void c() { (*this).sdf(); }
    void d(S *p) { p->df(); }
};
struct C { __attribute__((device)) int operator()(int x) const { return x; } };
int c3() { return C{}.operator()(1); }
int c5() { C c; return (&c)->operator()(1); }
int c6() { C c; return c(2); }
