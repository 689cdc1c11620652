// written blind to the code (conversions review): c53_rvalue_ref_param
struct T { T(int) {} };
struct S { operator T() const { return T(1); } };
void take(T&&) {}
void f() { take(1); S s; take(s); }
