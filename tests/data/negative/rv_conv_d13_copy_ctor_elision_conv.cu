// written blind to the code (conversions review): d13_copy_ctor_elision_conv
struct T { T(int) {} T(const T&) = default; T(T&&) = default; };
T g() { return T(1); }
void f() { T a = g(); T b = T(2); T c(T(3)); T d = {4}; (void)a;(void)b;(void)c;(void)d; }
