// storage classes in structured bindings (C++17) and range-based for declarations
struct P { int a, b; };
P pp;
static auto [x5, y5] = pp;
void f() { int a[2] = {1,2}; for (static int y : a) (void)y; for (extern int z : a) (void)z; }
