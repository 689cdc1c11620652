// A call to one function with too many or too few arguments: each argument
// that converts to its parameter by no conversion has its message, in
// order, then the count (too many: at the first extra argument; too few:
// at the `)`). Also member calls, static members, an ellipsis, a call
// through a parenthesised name, and calls in a template's definition,
// where the count is known already.
typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
struct S { int v; };
void g(dim3, dim3, size_t = 0, void * = 0);
void g2(int, int, int);
void g3(S, int);
void gv(int, ...);
struct M { void m(int, int); void c(int) const; static void st(int); };
namespace N { void q(int); }
void host(M &mm, const M &cm)
{
    g(S(), 1, 0, 0, 0);
    g2(S(), 1);
    g2(1, S());
    g2(1, S(), 1, 2);
    g2(S(), S(), 1, 2);
    g2(S(), S());
    g2(S(), S(), 1);
    g3(1, 2);
    g3(1);
    g3(1, 2, 3);
    mm.m(1);
    mm.m(S(), 1, 2);
    cm.c(1, 2);
    cm.c(S());
    M::st();
    gv();
    gv(S(), 1, 2);
    (g2)(1);
    N::q();
    N::q(1, 2);
}
template <class T> void in_template(T t)
{
    g2(1);
    N::q(1, 2);
    g2(t);
}
template <class T> struct C { void m() { g2(1); M::st(1, 2); } };
