// tests: a constructor with a parameter before its ellipsis is no default constructor; one taking only an ellipsis is
struct A { A(int...); };
struct V { V(...); };
A a;
V v;
void f() { A a2; V v2; }
