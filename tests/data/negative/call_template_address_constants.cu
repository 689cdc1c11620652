// In a class template the reference holds the address of a member of the
// current instantiation (a static data member, a member function, a
// pointer to member) as a constant that may depend on the template's
// parameters: a call taking it as a pointer is checked, one taking what an
// operator or a cast to an integer makes of it waits for instantiation.
// `!this` folds to false there too. Addresses of globals, of members of a
// named specialisation and of static locals are checked.
__attribute__((device)) long dfn(long);
__attribute__((device)) void dp(int *);
__attribute__((device)) void dq(void (*)());
__attribute__((device)) void gb(bool);
int gx;
struct NT { static int s; int m; };
template <class T>
struct K {
    static int sx;
    int m;
    static void nf();
    void a1() { dfn((long)&sx); }
    void a2() { dfn((bool)&sx); }
    void a3() { dfn(&sx != 0); }
    void a4() { dfn(!&sx); }
    void a5() { dfn(&K::m != nullptr); }
    void a6() { dfn((bool)&K::m); }
    void a7() { dfn(&sx == nullptr); }
    void a8() { dfn(&sx - &sx); }
    void a9() { dfn((long)(&sx + 1)); }
    void a10() { dq(&nf); }
    void a11() { gb(!this); }
    void a12() { dfn((long)!this); }
    void a13() { dfn(1 + !this); }
    /* checked */
    void b1() { dp(&sx); }
    void b2() { dp(&sx + 1); }
    void b3() { dp((int *)&sx); }
    void b4() { dp(true ? &sx : 0); }
    void b5() { dfn((bool)&gx); }
    void b6() { dfn((bool)&NT::s); }
    void b7() { dfn((bool)&m); }
    void b8() { dq(nf); }
    void b9() { gb(this == nullptr); }
    void b10() { dfn((long)this); }
};
struct N { void r() { gb(!this); } template <class U> void s() { gb(!this); } };
template <class T> void fu() { static int ls; dfn((bool)&ls); }
template <class T> void fw() { dfn((bool)&K<int>::sx); }
template <class T> void fl() { struct L { void r() { gb(!this); } }; }
template <int N> void bc1() { dfn(__builtin_constant_p(N)); }
template <int N> void bc2() { dfn((long)__builtin_constant_p(N) + 1); }
template <int N> void bc3() { dfn(__builtin_constant_p(1)); }
template <int N> void bc4(int x) { dfn(__builtin_constant_p(x)); }
