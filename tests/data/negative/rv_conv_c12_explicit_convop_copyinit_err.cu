// written blind to the code (conversions review): c12_explicit_convop_copyinit_err
struct S { explicit operator int() const { return 1; } };
void f() { S s; int i = s; (void)i; }
