// written blind to the code (conversions review): d06_derived_to_base_conv
struct B { int x; };
struct D : B {};
void take(const B&) {}
void takep(B*) {}
struct S { operator D() const { return D(); } };
void f() { D d; take(d); takep(&d); S s; take(s); B b = s; (void)b; }
