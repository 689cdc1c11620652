// written blind to the code (conversions review): d21_conv_in_range_for
struct S { int a[3]; int* begin() { return a; } int* end() { return a + 3; } };
struct W { S s; operator S&() { return s; } };
void f() { S s{}; for (int x : s) (void)x; W w{}; for (long y : w.s) (void)y; }
