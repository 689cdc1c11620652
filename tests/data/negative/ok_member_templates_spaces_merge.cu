// A member function template or constructor template declared __device__
// in a plain class and defined __host__ outside it is host and device, as a
// namespace's function template is; so is the one constructor of those
// parameters among several (`S(int)` beside `S(double)`). A class
// template's member defined in another space after a specialisation was
// made is left unchecked from then on (the reference merges the spaces in
// the specialisations made before). All valid.
struct S {
    template<class T> __attribute__((device)) S(T, T);
    template<class T> __attribute__((device)) void f(T);
    __attribute__((device)) S(int);
    __attribute__((device)) S(double);
};
template<class T> __attribute__((host)) S::S(T, T) {}
template<class T> __attribute__((host)) void S::f(T) {}
__attribute__((host)) S::S(int) {}
namespace N { template<class T> __attribute__((device)) void g(T); }
template<class T> __attribute__((host)) void N::g(T) {}
template<class T> struct B { __attribute__((device)) void f(); __attribute__((device)) B(); };
__attribute__((device)) void early() { B<int> b; b.f(); }
template<class T> __attribute__((host)) void B<T>::f() {}
template<class T> __attribute__((host)) B<T>::B() {}
void h() {
    S s(1, 2); s.f(2); S t(1); N::g(1);
    B<int> b; b.f();
}
__attribute__((device)) void d() { S s(1, 2); s.f(2); N::g(1); }
