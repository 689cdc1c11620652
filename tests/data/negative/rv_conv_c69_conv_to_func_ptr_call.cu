// written blind to the code (conversions review): c69_conv_to_func_ptr_call
int fn(int x) { return x; }
struct S { using F = int(*)(int); operator F() const { return fn; } };
void f() { S s; int r = s(3); (void)r; }
