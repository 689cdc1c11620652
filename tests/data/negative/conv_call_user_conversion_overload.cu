// arguments converted by a converting constructor or a conversion function: the one viable function is
// called (an explicit constructor converts nothing implicitly); none viable is the reference's error
struct A {}; struct B { B(const A&); }; struct C { C(int); };
void f(B); void f(C);
void g(A a) { f(a); }
__attribute__((device)) void h(B);
void h2(A a) { h(a); }
struct D { explicit D(const A&); };
void k(D);
void k2(A a) { k(a); }
struct E { E(int); };
void m(E);
void m2(A a) { m(a); }
void n(E); void n(D);
void n2(A a) { n(a); }
struct F { operator B() const; };
__attribute__((device)) void p(B);
void p2(F x) { p(x); }
