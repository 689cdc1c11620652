// A member function's class, and the classes around it, are written in its
// parameters as its name wrote them (`S::f2(S&, const S*)`), other classes
// as the demangler writes them (`    ::B`); likewise for class template
// specialisations (`A<int> ::s4(A<int> *)`) and member operators.
struct B {};
namespace ns {
struct O {};
struct S3 { __attribute__((device)) void f1(S3**, const O&) {} };
template<class T> struct Box { __attribute__((device)) void m4(Box*, O, Box) {} };
}
struct S {
    __attribute__((device)) void f2(S&, const S*) {}
    __attribute__((device)) void f3(S (*)[3]) {}
    struct T { __attribute__((device)) void t1(const S&, T*) {} };
};
struct V {
    __attribute__((device)) V& operator+=(const B&) { return *this; }
    __attribute__((device)) bool operator==(const V&) const { return true; }
    __attribute__((device)) int operator()(const V*, B) { return 0; }
};
template<class T> struct A { __attribute__((device)) void s7(B, const A&) {} };
void own() { S s; s.f2(s, &s); }
void array_pointer() { S s; S a[3]; s.f3(&a); }
void nested() { S::T t; S s; t.t1(s, &t); }
void in_namespace() { ns::S3 s; ns::S3 *p = 0; s.f1(&p, ns::O()); }
void specialisation() { ns::Box<int> b; b.m4(&b, ns::O(), b); }
void specialisation_other() { A<int> a; a.s7(B(), a); }
void op_other() { V v; B b; v += b; }
void op_own() { V v; bool x = v == v; (void)x; }
void call_own() { V v; B b; int x = v(&v, b); (void)x; }
