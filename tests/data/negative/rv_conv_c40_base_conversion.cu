// written blind to the code (conversions review): c40_base_conversion
struct B { operator int() const { return 1; } };
struct D : B {};
struct E : D { int y; };
void take(int) {}
void f() { D d; take(d); E e; int i = e; long l = e + 1; (void)i;(void)l; }
