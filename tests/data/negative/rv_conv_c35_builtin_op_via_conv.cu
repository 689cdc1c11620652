// written blind to the code (conversions review): c35_builtin_op_via_conv
struct S { operator int() const { return 3; } };
void f() { S s, t; int a = s + t; int b = s * 2; bool c = s < t; bool d = s == 3; int e = -s; int g = ~s; (void)a;(void)b;(void)c;(void)d;(void)e;(void)g; }
