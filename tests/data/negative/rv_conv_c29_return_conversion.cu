// written blind to the code (conversions review): c29_return_conversion
struct T { T(int) {} };
struct S { operator int() const { return 0; } };
T mk() { return 5; }
int mk2() { S s; return s; }
T mk3() { S s; return s; }
void f() { mk(); mk2(); }
