// written blind to the code (conversions review): e02_better_host_candidate
struct S { operator int() const { return 1; } __attribute__((device)) operator double() const { return 2.0; } };
void f() { S s; int a = s; (void)a; }
