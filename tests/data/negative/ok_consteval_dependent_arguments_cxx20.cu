// options: --c++20
// A consteval function's call is evaluated where it is written: in a
// template, of an argument whose value may depend on the template's
// parameters, it is such a constant too, and a call taking it waits for
// instantiation. An unannotated consteval function is never checked.
__attribute__((device)) void gd(long);
consteval int ce(unsigned long x) { return x; }
template <class T> void f1() { gd(ce(sizeof(T))); }
template <class T> void f2() { gd(ce(sizeof(T)) + 1); }
template <int N> void f3() { gd(ce(N * 2)); }
consteval int hce(int x) { return x; }
__attribute__((host)) __attribute__((device)) int hd() { return hce(3); }
__attribute__((host)) __attribute__((device)) int hd2(int y) { return hce(3) + y; }
