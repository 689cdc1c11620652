// written blind to the code (conversions review): d09_enum_conv
enum E { A, B };
enum class F : int { X, Y };
struct S { operator E() const { return B; } operator F() const { return F::Y; } };
void te(E) {}
void tf(F) {}
void f() { S s; te(s); tf(s); int i = A + s; (void)i; }
