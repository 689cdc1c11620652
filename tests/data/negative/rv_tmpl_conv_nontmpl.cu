struct A { int v; __attribute__((device)) operator int() const { return v; } };
void h() { A a{1}; int x = a; }
