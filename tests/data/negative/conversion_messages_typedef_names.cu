// Types in conversion messages keep the typedef names they were declared
// with; where that differs from the type itself the reference adds
// (aka "..."), except for a typedef name that is itself cv-qualified.
typedef unsigned long size_t;
typedef size_t sz2;
typedef int *ip;
struct S { int v; };
void a(size_t);
void b(const size_t &);
void c(size_t *);
void d(sz2);
void e(ip);
void h(const ip);
void i(size_t &);
void j(const size_t *);
void k(size_t const *const &);
void l(volatile size_t &);
void m(size_t (*)(int));
void host(int n)
{
    a(S());
    b(S());
    c(S());
    d(S());
    e(S());
    h(S());
    e(1.0);
    c(&n);
    i(n);
    j(S());
    k(S());
    l(n);
    m(S());
}
