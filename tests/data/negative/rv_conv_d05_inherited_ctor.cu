// written blind to the code (conversions review): d05_inherited_ctor
struct B { B(int) {} B(const char*) {} };
struct D : B { using B::B; };
void take(D) {}
void f() { take(1); take("s"); D d = 2; (void)d; }
