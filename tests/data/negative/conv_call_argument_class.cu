// an argument of class type converted for a parameter of another class: its conversion function is
// checked, the converting constructor is not (the reference checks none there)
struct A {}; struct B { __attribute__((device)) B(const A&); };
struct F { __attribute__((device)) operator B() const; };
void f(B); void g(const B&);
void h1(A a) { f(a); }
void h2(A a) { g(a); }
void h3(F x) { f(x); }
void h4(F x) { g(x); }
