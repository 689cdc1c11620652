// an argument of class type that no constructor and no conversion function converts: the reference names
// both types, the target with the cv of a reference parameter
struct A {}; struct E { E(int); };
struct Q { int x; };
void m1(E); void m2(const E&); void m3(E&&); void m4(int); void m5(const int&); void m6(Q);
void g(A a, const A ca) { m1(a); m2(a); m3(a); m4(a); m5(a); m6(ca); m1(A()); }
struct S { void f(E); static void s(E); };
void h(S s, A a) { s.f(a); S::s(a); }
