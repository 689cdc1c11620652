template<class T, class U> struct two;
template<class T, class U = int> struct two;
template<class T, class U> struct two { T a; U b; };
template<class... Ts> struct var {};
template<class T, class... Ts> struct var2 {};
template<class T, int N = 3, class... R> struct mix {};
template<template<class...> class C, class... A> using apply_t = C<A...>;
template<class T> struct one {};
template<class... A> using one_of_pack = one<A...>;
template<class T, template<class, class = int> class C = two> struct tt { C<T> c; };
template<class T> struct spec {};
template<class R, class... A> struct spec<R(A...)> { typedef R result; };
void h() {
  two<char> t;
  var<> v0; var<int, char, long, double, float> v5;
  var2<int> w1; var2<int, int, int> w3;
  mix<int> m1; mix<int, 4> m2; mix<int, 5, char, long> m4;
  apply_t<var, int, int> ap;
  apply_t<two, int> ap2;
  one_of_pack<int> op;
  tt<long> ttl; ttl.c.b = 1;
  spec<int(char, long)>::result r = 0;
  two<int, two<char> > nested;
}
