// A const variable of integral type initialised by a constant is a
// constant to the reference's folding in a template: `int(k)` is folded
// there and a call taking it is left to instantiation, as is `k + 1` where
// k's value depends on a template parameter. Nothing here is reported.
__attribute__((device)) int dfn(int x) { return x; }
const int global = 4;
struct C { static constexpr int value = 2; };
template <class T> int functional_cast_of_local() { const int k = 0; return dfn(int(k)); }
template <class T> int functional_cast_of_constexpr() { constexpr int k = 0; return dfn(int(k)); }
template <int N> int sum_with_dependent_local() { const int k = N; return dfn(k + 1); }
template <int N> int sum_of_parameter_and_local() { const int k = 3; return dfn(N + k); }
template <int N> int static_local() { static const int k = 3; return dfn(N + k); }
template <class T> int functional_cast_of_global() { return dfn(int(global)); }
template <class T> int functional_cast_of_member() { return dfn(int(C::value)); }
template <class T> int parenthesised_init() { const int k(0); return dfn(int(k)); }
