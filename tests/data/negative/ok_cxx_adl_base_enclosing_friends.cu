// A base's enclosing class brings no friends into argument-dependent lookup (valid: the reference accepts it).
struct D;
struct Outer { struct B {}; friend __attribute__((device)) void g(D *) {} };
struct D : Outer::B {};
void g(const void *);
void h() { D d; g(&d); }
