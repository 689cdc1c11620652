// written blind to the code (conversions review): c09_explicit_ctor_copyinit_err
struct T { explicit T(int) {} };
void f() { T t = 3; (void)t; }
