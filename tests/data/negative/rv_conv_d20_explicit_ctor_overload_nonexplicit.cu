// written blind to the code (conversions review): d20_explicit_ctor_overload_nonexplicit
struct T { explicit T(int) {} T(long) {} };
void take(T) {}
void f() { take(1); T t = 2; T u(3); (void)t; (void)u; }
