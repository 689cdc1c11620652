// In a template, an unqualified call whose name only argument-dependent
// lookup finds, every argument independent of the template's parameters,
// is resolved where the template is defined, as the reference does.
namespace n { struct X {}; __attribute__((device)) void g(X); template <class T> struct Y {}; __attribute__((device)) void gy(Y<int>); void hg(X); }
template<class T> void t1(n::X x){ g(x); }
template<class T> void t2(T x){ g(x); }
template<class T> void t3(n::X x, T t){ g(x, t); }
template<class T> void t4(){ g(n::X()); }
template<class T> void t5(n::Y<int> y){ gy(y); }
template<class T> void t6(n::Y<T> y){ gy(y); }
template<class T> void t7(n::X x){ hg(x); }
template<class T> struct K { void m(n::X x) { g(x); } };
int main() { return 0; }
