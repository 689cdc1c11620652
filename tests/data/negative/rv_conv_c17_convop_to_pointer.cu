// written blind to the code (conversions review): c17_convop_to_pointer
struct S { int arr[4]; operator int*() { return arr; } operator const int*() const { return arr; } };
void f() { S s; int* p = s; p[0] = 1; const S cs{}; const int* q = cs; (void)q; s[1] = 2; int v = *s; (void)v; }
