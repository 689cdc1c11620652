template<class T> struct A { T v; __attribute__((device)) A() : v() {} };
void h() { A<int> a; }
