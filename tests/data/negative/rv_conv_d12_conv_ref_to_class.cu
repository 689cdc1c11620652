// written blind to the code (conversions review): d12_conv_ref_to_class
struct A { int x; };
struct B { A a; operator A&() { return a; } operator const A&() const { return a; } };
void m(A&) {}
void c(const A&) {}
void f() { B b; m(b); c(b); const B cb{}; c(cb); A& r = b; (void)r; }
