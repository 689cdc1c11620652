// written blind to the code (conversions review): c24_no_viable_conversion
struct A {};
struct B { operator int() const { return 0; } };
void g(A) {}
void f() { B b; g(b); }
