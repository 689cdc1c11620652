template <class T, int N> struct A {}; void f(A<int, 3>, A<int, 3>*, A<long, -2>) {}
