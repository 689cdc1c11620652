// written blind to the code (conversions review): c10_explicit_ctor_direct_ok
struct T { explicit T(int) {} };
void f() { T t(3); T u{3}; T v = T(3); T w = static_cast<T>(3); T x = (T)3; (void)t;(void)u;(void)v;(void)w;(void)x; }
