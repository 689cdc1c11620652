// A member named with its class through an object (`d.A::f()`, `p->A::f()`,
// `this->A::f()` in a class template with the plain base A) is A's own,
// named past any override: the call reaches it, as the reference checks it.
struct A { __attribute__((device)) void f(); virtual void v(); int x; };
struct D : A { void f(); void v() override; __attribute__((device)) void g(); };
struct E : D { };
void h1(D &d) { d.A::f(); }
void h2(D *p) { p->A::f(); p->D::f(); }
void h3(E &e) { e.A::f(); e.D::g(); int y = e.A::x; (void)y; }
template <class T> struct K : A { void m() { this->A::f(); } };
template <class T> void t(D &d) { d.A::f(); }
void h4(D &d) { d.A::v(); d.D::v(); }
int main() { return 0; }
