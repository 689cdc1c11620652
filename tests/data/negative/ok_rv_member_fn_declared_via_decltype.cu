// review: member_fn_declared_via_decltype
int f(int);
template <class T> struct id { typedef T type; };
struct T { static __attribute__((device)) decltype(f) g; };
struct S { __attribute__((device)) decltype(f) m; __attribute__((device)) id<int(int)>::type m2; };
