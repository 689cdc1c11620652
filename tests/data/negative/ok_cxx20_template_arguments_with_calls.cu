// options: --c++20
constexpr int f() { return 10; }
template <int N> void k(int* p) { }
namespace N { struct A {}; template <int I> int get(A) { return I; } }
int get(double);
void g(int* d) { k<f()>(d); k<(f())>(d); k<f() + 1>(d); N::A a; (void)get<f()>(a); }
