// Constructors and destructors of class template specialisations, read in
// the specialisation: direct, default, copy-initialisation from a scalar,
// two arguments one of which is the class itself; the destructor is checked
// first, at the declaration.
template<class T> struct A {
    T v;
    __attribute__((device)) A(T x) : v(x) {}
    __attribute__((device)) A() : v() {}
    __attribute__((device)) ~A() {}
};
namespace ns {
template<class T> struct B {
    __attribute__((device)) B(const B&, int) {}
    __attribute__((device)) B(T) {}
};
}
template<class T> struct H {
    H(T) {}
    __attribute__((host)) __attribute__((device)) H(T, T) {}
};
void direct() { A<int> a(1); }
void by_default() { A<float> b; }
void copy_init() { ns::B<char> c = 3; }
void two_args() { ns::B<int> b(1); ns::B<int> c(b, 2); }
void host_ones() { H<int> h(1); H<long> k(1, 2); }
