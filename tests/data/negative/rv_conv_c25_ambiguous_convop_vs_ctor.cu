// written blind to the code (conversions review): c25_ambiguous_convop_vs_ctor
struct B;
struct A { A(const B&) {} };
struct B { operator A() const; };
void g(A) {}
void f() { B b; g(b); }
