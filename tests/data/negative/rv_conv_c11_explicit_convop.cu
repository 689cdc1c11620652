// written blind to the code (conversions review): c11_explicit_convop
struct S { explicit operator int() const { return 1; } explicit operator bool() const { return true; } };
void f() { S s; int i = static_cast<int>(s); int j(s); if (s) {} bool b = !s; bool c = s && true; (void)i;(void)j;(void)b;(void)c; }
