// written blind to the code (conversions review): d01_ternary_conv
struct S { operator int() const { return 1; } };
struct T { T(int) {} T() {} };
void f(bool c) { S s; int a = c ? s : 2; T t = c ? T(1) : 2; (void)a; (void)t; }
