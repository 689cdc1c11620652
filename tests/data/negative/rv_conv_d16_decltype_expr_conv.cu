// written blind to the code (conversions review): d16_decltype_expr_conv
struct S { operator int() const { return 1; } };
S make();
decltype(make() + 1) v = 0;
__typeof__(make()) w;
decltype((v)) rv = v;
void f() { decltype(w) q; int i = q; (void)i; rv = 2; }
