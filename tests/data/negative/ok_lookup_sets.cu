// Valid programs the candidate sets must not get wrong: lookup stops at the
// first scope that declares the name (a using-directive's names join the
// namespace enclosing both it and the nominated namespace), a call inside
// an inline namespace sees that namespace's declarations first, and the
// definition a class template's specialisation takes is the partial or
// explicit specialisation that matches. Every call here reaches a host
// function; nothing is reported.
namespace A { __attribute__((device)) void f(int); }
namespace B {
void f(double);
}
using namespace A;
namespace B {
void use() { f(1); }                // B::f: A's f joins the global namespace only
}
namespace L {
__attribute__((device)) void g(int);
inline namespace v1 {
void g(double);
void in_v1() { g(1); }              // v1's g hides L's
}
}
namespace Outer {
namespace Inner { __attribute__((device)) int h(int); }
int h(long);
void block() {
    using namespace Inner;          // Inner's h joins Outer, beside Outer::h
    h(1L);                          // Outer::h(long) is the better match
}
}
template <class T, class A = int> struct V { __attribute__((device)) void f(); };
template <class A> struct V<bool, A> { void f(); };
template <class T> struct W { __attribute__((device)) void g(); };
template <class T> struct W<T *> { void g(); };
template <> struct W<char> { void g(); };
void specs(V<bool>& v, W<int *>& w, W<char>& c) {
    v.f();                          // the partial specialisation's host f
    w.g();
    c.g();
}
template <class T> struct X { void k(int); __attribute__((device)) void k(double); };
void overloads(X<long>& x) { x.k(1); }
