template<class T> struct A { T v; __attribute__((device)) A(int x) : v(x) {} };
void h() { A<int> a(1); }
