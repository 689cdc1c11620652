// tests: a static __shared__ local in a member function of a class template (instantiated) and in an out-of-class member definition
template<class T> struct S { T f() { static __attribute__((shared)) T s; return s; } };
struct R { int g(); };
int R::g() { static __attribute__((shared)) int t; return t; }
int use() { S<int> s; return s.f(); }
