// written blind to the code (conversions review): d30_conv_in_init_list_member
struct S { operator int() const { return 1; } };
struct C { int a; long b; C(S s) : a(s), b(s) {} };
void f() { S s; C c(s); C d = s; (void)c; (void)d; }
