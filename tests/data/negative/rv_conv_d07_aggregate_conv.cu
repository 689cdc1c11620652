// written blind to the code (conversions review): d07_aggregate_conv
struct S { operator int() const { return 7; } };
struct A { int a; double b; };
void f() { S s; A x = { s, 2.0 }; A y{1, 3}; (void)x; (void)y; }
