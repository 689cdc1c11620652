// Conversion functions named after `template` in a dependent member
// access (`t.template operator int()`, `this->B<T>::template operator
// W<T>()`), and `operator auto()`, whose result only its body tells.
template<class T> void g(T t) { t.template operator int(); }
template<class T> void g2(T *t) { t->template operator int(); }
template<class T> struct W { };
template<class T> struct B { template<class U> operator W<U>() const { return W<U>(); } };
template<class T> struct D : B<T> { W<T> m() const { return this->B<T>::template operator W<T>(); } };
void h() { D<int> d; d.m(); }
struct A { };
struct X { operator auto() const { return A(); } };
void f(A);
void k() { X x; f(x); }
A k2() { X x; return x; }
void k3(const A&);
void k4() { X x; k3(x); }
