// written blind to the code (conversions review): d02_switch_conv
struct S { operator int() const { return 1; } };
void f() { S s; switch (s) { case 1: break; default: break; } int arr[3] = {}; int v = arr[S()]; (void)v; }
