// A class template's member compared with the virtual functions of its
// plain (non-dependent) bases where the template is defined, named with
// the template's parameters as its head names them. A signature naming a
// parameter, a member template and a non-const overload are no overriders
// there.
struct B { virtual void f(); virtual void g(int); virtual void k() const; };
template<class T> struct C { virtual void f(); };
template<class T> struct D1 : B, C<T> { __attribute__((device)) void f(); };
template<class T> struct D2 : C<T>, B { __attribute__((device)) void f(); };
template<class T> struct D3 : B { __attribute__((device)) void g(T); };
template<class T> struct D4 : B { __attribute__((host)) __attribute__((device)) void k() const; };
template<class T> struct D5 : B { __attribute__((device)) void k(); };
template<class T> struct D6 : B { template<class U> __attribute__((device)) void f(); };
template<class T> struct D7 : T, B { __attribute__((device)) void f(); };
template<class T> struct D8 : B { __attribute__((device)) virtual void f() = 0; };
template<class T> struct D9 : B { __attribute__((device)) void f() override; };
namespace ns { template<template<class> class TT, typename U = int, class... Ts> struct E : B { __attribute__((device)) void f(); }; }
template<class T> struct O { struct I : B { __attribute__((device)) void f(); }; };
template<class> struct P : B { __attribute__((device)) void f(); };
struct Q { template<class T> struct N : B { __attribute__((device)) void f(); }; };
template<class T> struct S;
template<> struct S<unsigned> : B { __attribute__((device)) void f(); };
int main() { return 0; }
