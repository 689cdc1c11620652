// written blind to the code (conversions review): d22_conv_to_nullptr_t_and_ptrmem
struct A { int m; };
struct S { operator int A::*() const { return &A::m; } };
void f() { S s; int A::* pm = s; A a{1}; int v = a.*pm; (void)v; }
