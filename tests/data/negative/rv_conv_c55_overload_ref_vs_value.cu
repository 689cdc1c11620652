// written blind to the code (conversions review): c55_overload_ref_vs_value
struct S { operator int() const { return 1; } operator long&(); long l; };
void g(int) {}
void g(long&) {}
void f() { S s; g(s); }
