// tests: override execution space mismatch (host base, device overrider) inside a class template, instantiated
struct B { virtual void f(); };
template<class T> struct D : B { __attribute__((device)) void f(); };
D<int> d;
