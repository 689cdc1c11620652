// written blind to the code (conversions review): e09_device_operator_plus_unused
struct V { int x; };
__attribute__((device)) V operator+(V a, V b) { return V{a.x + b.x}; }
V operator+(V a, int b) { return V{a.x + b}; }
void f() { V a{1}; V c = a + 2; (void)c; }
