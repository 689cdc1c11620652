// Members of class templates' specialisations defined out of their class: the specialisation written in the qualifier gives the scopes, the member's space and `this`; an explicit specialisation of a member is no template.
__attribute__((device)) int dfn(int x) { return x; }
int hfn(int x) { return x; }
template <class T> struct X;
template <> struct X<int> { int g(); int h(); };
int X<int>::g() { return dfn(1); }
int X<int>::h() { int *p = 1.0; return 0; }
template <class T> struct W { int g(); int k(); };
template <> struct W<int> { __attribute__((device)) int g(); int k(); };
int W<int>::g() { return dfn(1); }
int W<int>::k() { return hfn(2); }
template <class T> struct Y;
template <> struct Y<float> { __attribute__((host)) __attribute__((device)) int g(); };
int Y<float>::g() { return 3; }
template <class T> struct Z { int g(); };
template <class T> struct Z<T*> { __attribute__((device)) int g(); };
template <class T> int Z<T*>::g() { return dfn(4); }
namespace N {
template <class T> struct V { int g(); __attribute__((device)) int d(); T t; T get() { return t; } };
}
template <> int N::V<int>::g() { return hfn(1) + get(); }
template <> __attribute__((device)) int N::V<int>::d() { return dfn(2) + t; }
template <> int N::V<float>::g() { return dfn(3); }
template <class T> struct U { static int s(); };
template <> int U<char>::s() { int *p = 1.5; return 0; }
