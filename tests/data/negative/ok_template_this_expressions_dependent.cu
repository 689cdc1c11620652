// In a class template the reference binds `this->d(x)` and `(*this).d(x)`
// but takes as dependent whatever else has the template's own type
// (`this[0]`, `this + 0`, `(0, this)`, `c ? this : this`, `&*this`), and an
// object of a class nested in the template (a member, a local, a
// parameter, its operator()): no call through them is checked there.
template <class T> struct A {
    __attribute__((device)) int d(int);
    struct F { __attribute__((device)) int g(int); __attribute__((device)) int operator()(int); };
    F f;
    F *pf;
    __attribute__((host)) __attribute__((device)) int a1(int x) { return this[0].d(x); }
    __attribute__((host)) __attribute__((device)) int a2(int x) { return 0 [this].d(x); }
    __attribute__((host)) __attribute__((device)) int a3(int x) { return (this + 0)->d(x); }
    __attribute__((host)) __attribute__((device)) int a4(int x) { return (this - 0)->d(x); }
    __attribute__((host)) __attribute__((device)) int a5(int x) { return (1 + this)->d(x); }
    __attribute__((host)) __attribute__((device)) int a6(int x) { return (0, this)->d(x); }
    __attribute__((host)) __attribute__((device)) int a7(int x) { return (true ? this : this)->d(x); }
    __attribute__((host)) __attribute__((device)) int a8(int x) { return (&*this)->d(x); }
    __attribute__((host)) __attribute__((device)) int a9(int x) { return (*&*this).d(x); }
    __attribute__((host)) __attribute__((device)) int b1(int x) { return f.g(x); }
    __attribute__((host)) __attribute__((device)) int b2(int x) { return this->f.g(x); }
    __attribute__((host)) __attribute__((device)) int b3(int x) { return this->pf->g(x); }
    __attribute__((host)) __attribute__((device)) int b4(int x) { F l; return l.g(x); }
    __attribute__((host)) __attribute__((device)) int b5(F &p, int x) { return p.g(x); }
    __attribute__((host)) __attribute__((device)) int b6(int x) { return f(x); }
    __attribute__((host)) __attribute__((device)) int b7(int x) { return this->f(x); }
    __attribute__((host)) __attribute__((device)) int b8(int x) { return (*this).f(x); }
    __attribute__((host)) __attribute__((device)) int b9(int x) { return this->f.operator()(x); }
};
