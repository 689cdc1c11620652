__attribute__((device)) int dev(int x) { return x; }
template<class T> int f(T t) { return dev(1); }
template<class T> int g(T t) { return dev(t); }
template<class T> struct A { int m() { return dev(2); } int n(T t) { return dev(t); } };
void h() { f(1); g(2); A<int> a; a.m(); a.n(1); }
