// The current instantiation spelled with the template's own parameters
// (`K<T> &o`, `K<T, N> *p`, a member alias `self = K2<T>`) is the
// injected-class-name's type: calls through such objects are checked in
// the definition; other arguments (`K<int>`, `K<T *>`) name other
// specialisations.
struct B { __attribute__((device)) int f(); };
template <class T, int N> struct K : B {
    __attribute__((device)) int own();
    int m1(K<T, N> &o) { return o.f(); }
    int m2(K<T, N> *p) { return p->own(); }
    int m3(K<int, N> &o) { return o.f(); }
    int m4(K<T *, N> &o) { return o.f(); }
};
template <class T> struct K2 : B {
    using self = K2<T>;
    int m5() { self &s = *this; return s.f(); }
};
int main() { return 0; }
