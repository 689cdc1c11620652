// A constructor, destructor or conversion function declared __device__ in
// its class and defined __host__ (or __host__ __device__) outside it is
// host and device; an explicit specialisation of a class template's
// constructor declared in another space leaves the template's calls
// unchecked; `A x = A();` and `A v = h();` initialize from the prvalue
// itself, no copy constructor called. All valid.
struct S { __attribute__((device)) S(); __attribute__((device)) ~S(); __attribute__((device)) operator int(); };
__attribute__((host)) S::S() {}
__attribute__((host)) __attribute__((device)) S::~S() {}
__attribute__((host)) S::operator int() { return 0; }
struct C { C(); __attribute__((device)) C(const C &); };
__attribute__((host)) C::C(const C &) {}
template<class T> struct Q { __attribute__((device)) Q() {} };
template<> __attribute__((host)) Q<int>::Q() {}
struct A { A() = default; __attribute__((device)) A(const A &) {} };
A h();
int f() {
    S s; C c; C d = c; Q<int> q;
    A x = A(); A v = h(); A z{A()}; static A w = A();
    return s;
}
int main() { return 0; }
