// written blind to the code (conversions review): c13_const_nonconst_convop
struct S { operator int() { return 1; } operator int() const { return 2; } };
void f() { S s; const S cs; int a = s; int b = cs; (void)a;(void)b; }
