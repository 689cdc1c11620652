// written blind to the code (conversions review): c46_auto_from_conv
struct S { operator int() const { return 1; } };
void f() { S s; auto a = s; auto b = static_cast<int>(s); auto c = s + 1; int d{s}; (void)a;(void)b;(void)c;(void)d; }
