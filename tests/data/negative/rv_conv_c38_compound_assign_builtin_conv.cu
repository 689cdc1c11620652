// written blind to the code (conversions review): c38_compound_assign_builtin_conv
struct R { int v; operator int&() { return v; } };
void f() { R r{1}; r += 2; r *= 3; ++r; int x = r--; (void)x; }
