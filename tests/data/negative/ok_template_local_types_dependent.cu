// In a template the reference takes as dependent what is declared inside
// it: a nested class or enumeration, a local one, a member template, a
// member of the current instantiation. sizeof of such, a constant named
// through a template-id of such, an enumerator whose value depends on a
// template parameter, folded by an operator or a cast, leave the call to
// instantiation; so does a lambda's use of a constant the template's
// parameters give. Nothing here is reported.
__attribute__((device)) long dfn(long);
template <class T> struct Traits { static constexpr int value = sizeof(T); };
template <class T, int BLOCK> struct BlockReduce {
    struct TempStorage { T partials[BLOCK / 32]; };
    __attribute__((host)) __attribute__((device)) static long bytes() { return dfn(sizeof(TempStorage) + 16); }
};
template <class T> struct K {
    int m;
    struct P { int a; };
    enum NE { ne0 };
    enum class NSE { a };
    template <int M> struct In { static constexpr int v = M; };
    using Alias = In<2>;
    __attribute__((host)) __attribute__((device)) long member_size() { return dfn(sizeof(m) + 1); }
    __attribute__((host)) __attribute__((device)) long nested_argument() { return dfn(Traits<P>::value); }
    __attribute__((host)) __attribute__((device)) long nested_enum_argument() { return dfn(Traits<NE>::value); }
    __attribute__((host)) __attribute__((device)) long nested_enum_size() { return dfn(sizeof(NSE) + 1); }
    __attribute__((host)) __attribute__((device)) long member_template() { return dfn(In<3>::v); }
    __attribute__((host)) __attribute__((device)) long member_template_alias() { return dfn(Alias::v); }
};
template <int N> long local_enum() { enum { le = N }; return dfn((long)le); }
template <int N> long local_scoped_enum() { enum class S : long { x = N }; return dfn((long)S::x); }
template <class T> long local_class() { struct L { int a; }; return dfn(Traits<L>::value) + dfn(sizeof(L) + 1); }
template <int N> long size_of_dependent_constant() { constexpr int lc = N; return dfn(sizeof(lc) + 1); }
template <int N> long in_lambda() { constexpr int k = N; auto l = [] { return dfn(k); }; return l(); }
template <class T> long in_lambda_sizeof() { const int k = sizeof(T); auto l = [] { return dfn(k); }; return l(); }
