// written blind to the code (conversions review): c19_convop_to_ref
struct S { int v; operator int&() { return v; } operator const int&() const { return v; } };
void inc(int& r) { ++r; }
void f() { S s{1}; inc(s); int& r = s; const S cs{2}; const int& cr = cs; (void)r;(void)cr; }
