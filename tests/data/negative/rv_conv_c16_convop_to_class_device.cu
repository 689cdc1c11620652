// written blind to the code (conversions review): c16_convop_to_class_device
struct A { int x; };
struct B { __attribute__((device)) operator A() const { return A{1}; } };
void take(A) {}
void f() { B b; take(b); }
