struct A { int v; __attribute__((device)) A(int x) : v(x) {} };
void h() { A a(1); }
