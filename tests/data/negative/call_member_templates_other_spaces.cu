// Calls the reference reports where a member is defined in another space
// than its class declares: a class template's member templates keep the
// declared space in every specialisation; the other constructor of a pair
// keeps its own (`S(double)`). Constructor templates of a class template's
// specialisation are resolved with the class's arguments bound, and named
// as the reference names them (`P<long> ::P<int> (const P<T1> &)`).
struct S { __attribute__((device)) S(int); __attribute__((device)) S(double); };
__attribute__((host)) S::S(int) {}
template<class T> struct B {
    __attribute__((device)) void f();
    __attribute__((device)) B();
    template<class U> __attribute__((device)) void g(U);
    template<class U> __attribute__((device)) B(U, U);
};
template<class T> template<class U> __attribute__((host)) void B<T>::g(U) {}
template<class T> template<class U> __attribute__((host)) B<T>::B(U, U) {}
template<class T> struct Q {};
template<class T> struct P {
    __attribute__((host)) __attribute__((device)) P() {}
    template<class U> __attribute__((device)) P(const P<U> &, P<T> *, Q<U>, Q<T>) {}
    template<class U> __attribute__((device)) explicit P(U *) {}
};
void h() { S a(1); S b(1.0); B<int> c; c.f(); c.g(1); B<int> e(1, 1); }
void h2() {
    P<int> a; P<long> *p = 0; Q<int> q; Q<long> ql;
    P<long> b(a, p, q, ql);
    int x = 0;
    P<int> c(&x);
}
