// written blind to the code (conversions review): c21_overload_one_needs_conv
struct S { operator double() const { return 1.0; } };
void g(double) {}
void g(const char*) {}
void f() { S s; g(s); }
