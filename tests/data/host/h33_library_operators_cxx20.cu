// OPTS: -std=c++20
// Out-of-class definitions of the same operator with the same parameters in different classes (libstdc++'s <valarray> and <complex> in C++20): one's `constexpr` is not carried to the other's definition, which gcc would reject; and a class's own constexpr members keep theirs.
#include <valarray>
#include <complex>
#include <cstdio>
__global__ void k(int *p) { *p = 1; }
int main() { std::valarray<int> v(3); v[std::slice(0, 2, 1)] = 5; std::complex<double> c(1, 2); c += 1.0; printf("%d %f\n", v.sum(), c.real()); return 0; }

struct A { int v; constexpr A &operator+=(int x); constexpr int get(int) const; };
constexpr A &A::operator+=(int x) { v += x; return *this; }
constexpr int A::get(int x) const { return v + x; }
struct B { int *p; B &operator+=(int x); int get(int) const; };
B &B::operator+=(int x) { *p += x; return *this; }
int B::get(int x) const { return *p + x; }
int use_members() { int i = 0; B b{&i}; b += 1; A a{1}; a += 2; return i + b.get(1) + a.get(2); }
