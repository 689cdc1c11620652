// written blind to the code (conversions review): c66_brace_narrow_err
struct S { operator double() const { return 1.0; } };
void f() { S s; int i{s}; (void)i; }
