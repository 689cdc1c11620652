// In a class template's definition, the calls the reference binds to a
// plain class's member (a base that is no template): `this->d()`,
// `(*this).d()`, `K::d()` and `d()` through the implied `this` (with
// dependent bases beside too), one function of that name only; and calls
// through a `K &o`, `K *p`, `K o` or a local `K k` of the template's own
// type (the injected-class-name), in its members, its friends and the
// classes nested in it.
struct B { __attribute__((device)) void d(int); __attribute__((device)) static void sd(int); };
struct C { __attribute__((device)) void c(int); };
struct Ov { __attribute__((device)) void o(int); void o(float); };

template <class T> struct K : B {
    __attribute__((device)) void own(int);
    void g0() { own(0); }
    void g1() { this->d(1); }
    void g2() { d(2); }
    void g3() { (*this).d(3); }
    void g4() { K::d(4); }
    void g5() { sd(5); }
    void g6(K &o) { o.own(6); }
    void g7(K *p) { p->own(7); }
    void g8() { K k; k.own(8); }
    void g9() { K *p = this; p->own(9); }
    void g10(K o) { o.d(10); }
    static void g11(K &o) { o.own(11); }
    friend void g12(K &o) { o.own(12); }
    template <class U> void g13(U) { d(13); }
    void g14() { auto l = [this] { d(14); }; l(); }
    struct M { void g15(K &o) { o.own(15); } };
};

template <class T> struct K2 : B, C, T {
    void g16() { this->c(16); }
    void g17() { d(17); }
};

template <class T> struct K3 : Ov {
    void g18() { this->o(18); }     // an overloaded name: left to the instantiation
    void g19() { o(19); }
};

struct S : Ov {
    template <class T> void g20(T) { o(20); }   // `this` of no template: resolved
};

template <class T> struct Outer {
    struct N { __attribute__((device)) void nd(int); void g21() { nd(21); } };  // the template's own: left
};

template <class T> void f(K<T> &o) { o.own(22); }  // not the current instantiation: left

int main() { return 0; }
