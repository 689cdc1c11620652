// tests: private member template as template template argument of a variable template
template<template<class> class TT> __attribute__((device)) int v = 1;
class C { template<class T> struct P {}; public: static __attribute__((device)) int go() { return v<P>; } };
