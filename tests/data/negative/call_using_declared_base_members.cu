// A base's member functions brought into a class by `using A::f;` are
// called as A's: from a plain class, and from a class template's members
// (implicitly, through `this`) where the name is one function; the
// using-declaration's own access is what a caller outside must have.
struct A {
    __attribute__((device)) void f();
    __attribute__((device)) void g(int);
protected:
    __attribute__((device)) void pf();
    void pg();
};
template <class T> struct B : A {
    using A::f;
    using A::g;
    void h1() { f(); }
    void h2() { this->f(); }
    void h3() { g(1); }
};
struct C : A {
    using A::f;
    using A::pf;
    using A::pg;
    void h4() { f(); }
};
void h5(C &c) { c.pf(); c.pg(); }
struct D : A { using A::pg; void pg(int); void m() { pg(); pg(1); } };
int main() { return 0; }
