typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// Default arguments a function takes from a declaration other than the one
// lookup finds: a qualified definition outside the class or namespace, a
// redeclaration after a using-declaration named the first. Every call here
// is valid (the reference accepts them all).
namespace q1 { struct A { void m(int); void n(int, int); static void s(int); void c(int) const; void caller(); };
void A::m(int x = 3) {}
void A::n(int a, int b = 3) {}
void A::s(int x = 3) {}
void A::c(int x = 3) const {}
void A::caller() { m(); this->m(); }
struct B : A {};
void f() { A a; a.m(); a.n(1); A::s(); const A ca{}; ca.c(); B b; b.m(); A *p = &a; p->m(); (*p).m(); } }
namespace q2 { struct O { struct I { void m(int); }; };
void O::I::m(int x = 3) {}
void f() { O::I i; i.m(); } }
namespace q3 { struct A { template <class T> void m(T, int); };
template <class T> void A::m(T, int) {}
struct B { template <class T> void m(T, int); };
template <class T> void B::m(T, int = 0) {}
void f() { B b; b.m(1.0); } }
namespace q4 { namespace N { void g(int); void h(int, int); void f(); inline namespace V { void v(int, int); } }
void N::g(int x = 1) {}
void N::h(int x, int y = 1) {}
void N::v(int, int = 3) {}
namespace M = N;
void N::f() { g(); }
namespace N { void f2() { g(); } }
void f() { N::g(); N::v(1); M::h(1); } }
namespace q5 { namespace N { void h(int, int); }
void N::h(int x, int y = 1) {}
using namespace N;
void f() { h(1); } }
namespace q6 { namespace N { void g(int); void g2(int, int); }
using N::g;
using N::g2;
namespace M { using N::g; }
namespace N { void g(int = 5); void g2(int, int = 1); }
void f() { g(); g2(1); M::g(); } }
namespace q7 { namespace N { __attribute__((global)) void k(int); __attribute__((global)) void k2(int); }
__attribute__((global)) void N::k(int x = 3) {}
using N::k2;
namespace N { __attribute__((global)) void k2(int x = 3) {} }
void go() { N::k<<<1, 1>>>(); k2<<<1, 1>>>(); } }
