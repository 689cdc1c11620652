// options: --c++20 --gnu_version=120200
// A comparison operator defaulted out of its class is constexpr: calling
// it from host code is "calling a constexpr __device__ function", which
// --expt-relaxed-constexpr allows.
struct C {
    int x;
    __attribute__((device)) bool operator==(const C &) const;
};
__attribute__((device)) bool C::operator==(const C &) const = default;
void defaulted_out_of_class() { C a{}, b{}; bool e = a == b, f = a != b; (void)e; (void)f; }
struct D {
    int x;
    __attribute__((device)) bool operator==(const D &) const;
};
bool declared_only(D a, D b) { return a == b; }
