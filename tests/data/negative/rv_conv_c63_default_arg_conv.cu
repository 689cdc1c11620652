// written blind to the code (conversions review): c63_default_arg_conv
struct T { T(int) {} };
void g(T t = 3) { (void)t; }
void f() { g(); }
