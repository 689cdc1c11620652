// More constants the reference folds in a template's definition, where a
// call taking what an operator makes of them waits for instantiation: a
// variable template's specialisation (a member variable template of a
// class template is dependent there), a member of a class object
// list-initialised from literals (`Config{}.stages`), a dependent local
// constant used in a local class's member function.
__attribute__((device)) long dfn(long);
template <class T> constexpr int kVec = 16 / sizeof(T);
struct Config { int stages = 3; };
struct C2 { int s; };
template <class T> long f1() { return dfn(sizeof(T) * kVec<int>); }
template <class T> long f2(T t) { return dfn(sizeof(t) * kVec<char>); }
template <class T> struct D {
    template <int M> static constexpr int vt = M * 2;
    long f() { return dfn(vt<3>); }
    long g() { return dfn(vt<3> + 1); }
};
template <int N> long f3() { constexpr int tile = N * 2; return dfn(tile * Config{}.stages); }
template <class T> long f4() { return dfn(sizeof(T) * Config{}.stages); }
template <class T> long f5() { return dfn(sizeof(T) * C2{4}.s); }
template <class T> long f6() { return dfn(sizeof(T) * C2{}.s); }
template <int N> long f7() { constexpr int k = N; struct L { long g() { return dfn(k); } }; return L().g(); }
template <int N> long f8() { const int k = N; struct L { long g() { return dfn(k + 1); } }; return L().g(); }
