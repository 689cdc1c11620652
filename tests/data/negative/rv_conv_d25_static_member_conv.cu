// written blind to the code (conversions review): d25_static_member_conv
struct T { T(int) {} static T make() { return 3; } };
struct U { static const int k = 5; };
void f() { T t = T::make(); T u = U::k; (void)t; (void)u; }
