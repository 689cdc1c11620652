// In a class template's definition the reference binds `this->f()`,
// `(*this).f()` and `this->m` when the template itself declares f (or m)
// once: the call is checked there whatever its arguments (they are not
// converted, not even counted), and the callee is named as a member of the
// template with its parameters by position (`K<T1, int> ::f(T1)`). An
// overloaded name, an implicit `f()`, a member of a dependent base wait for
// instantiation. A static member function called through an object is
// pointed at from the object.
__attribute__((device)) long dfn(long);
struct S {
    __attribute__((device)) static int sdf();
    void a() { this->sdf(); }
    void b(S &o) { o.sdf(); }
    void c() { (*this).sdf(); }
};
template <class U, int M>
struct P {
    __attribute__((device)) int df(U, int, const U *);
    void a1() { this->df(U(), 1, 0); }
};
template <class T> struct B { int bm; __attribute__((device)) int bf(); };
template <class T>
struct K : B<T> {
    typedef T value_type;
    int m;
    static int s;
    int arr[3];
    __attribute__((device)) int df();
    __attribute__((device)) static int sdf();
    __attribute__((device)) int dg(int);
    __attribute__((device)) int dg(long);
    __attribute__((device)) int f1(typename T::X);
    __attribute__((device)) int f6(int, int = 3);
    __attribute__((device)) int f7(...);
    __attribute__((device)) int f10(long);
    __attribute__((host)) __attribute__((device)) int hd();
    int h();
    void a1() { this->df(); }
    void a2() { df(); }
    void a3() { sdf(); }
    void a4() { this->sdf(); }
    void a5() { K::sdf(); }
    void a6() { this->dg(1); }
    void a7() { (*this).df(); }
    void a8() { this->f6(1); }
    void a9() { this->f6(); }
    void a10() { this->f6(1, 2, 3); }
    void a11() { this->f7(1, 2); }
    void a12() { this->f10(T()); }
    void a13() { int x = this->f10(1) + 1; (void)x; }
    void a14() { this->bf(); }
    void a15() { this->hd(); }
    __attribute__((host)) __attribute__((device)) void a16() { this->f10(1); }
    void a17() { auto l = [this]() { return this->df(); }; (void)l; }
    void a18();
    long b1() { return dfn(this->m); }
    long b2() { return dfn(this->s); }
    long b3() { return dfn(this->arr[1]); }
    long b4() { return dfn((*this).m); }
    long b5() { return dfn(this->bm); }
    long b6() { return dfn(this->m + 1); }
};
template <class T> void K<T>::a18() { this->dg(2); this->f10(2); }
template <int M> struct V { __attribute__((device)) int df(); void a1() { this->df(); } };
