// In a member function of a class template, the reference leaves a call
// to instantiation when its argument is a binary operator whose left
// operand reads the object (`m`, `this->m`, `arr[0]`, `p.x`, `*ptr`) and
// whose right operand names a constant static data member, of any class.
// The other way round, through a cast, with an enumerator or a const
// global, with && and ||, the call is checked. `this->m` of a member the
// template itself declares is bound as `m` is.
__attribute__((device)) long dfn(long);
struct P { int x; };
struct Cfg { static constexpr int c = 4; static const int d = 2; enum { e = 3 }; };
template <class T> struct Tr { static constexpr int v = sizeof(T); };
const int gc = 3;
template <class T> struct B { int bm; };
template <class T>
struct K : B<T> {
    int m; static constexpr int five = 5; static int sv; int arr[4]; P p; int *ptr;
    long f1() { return dfn(m + five); }
    long f2() { return dfn(sv + five); }
    long f3() { return dfn(this->m + five); }
    long f4() { return dfn(m < five); }
    long f5() { return dfn((m) + (five)); }
    long f6() { return dfn(m + five + 1); }
    long f7() { return dfn(m + Cfg::c); }
    long f8() { return dfn(m + K::five); }
    long f9() { return dfn(m + Tr<int>::v); }
    long f10() { return dfn(arr[0] + five); }
    long f11() { return dfn(p.x * Cfg::d); }
    long f12() { return dfn(*ptr & five); }
    long f13() { return dfn(ptr[1] - five); }
    long f14() { return dfn(this->bm); }
    /* checked */
    long g1() { return dfn(five + m); }
    long g2() { return dfn(m + (int)five); }
    long g3() { return dfn(m + gc); }
    long g4() { return dfn(m + sv); }
    long g5() { return dfn(1 + m + five); }
    long g6() { return dfn(m && five); }
    long g7() { return dfn(m ? five : 1); }
    long g8() { return dfn(m += five); }
    long g9() { return dfn(this->m); }
    long g10() { return dfn(this->arr[1]); }
    long g11() { return dfn((*this).m + 1); }
    long g14() { return dfn(K::m); }
};
struct N { int m; static constexpr int five = 5; long f() { return dfn(m + five); } };
