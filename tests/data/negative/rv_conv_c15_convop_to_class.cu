// written blind to the code (conversions review): c15_convop_to_class
struct A { int x; };
struct B { operator A() const { return A{1}; } };
void take(A) {}
void f() { B b; take(b); A a = b; A a2(b); (void)a;(void)a2; }
