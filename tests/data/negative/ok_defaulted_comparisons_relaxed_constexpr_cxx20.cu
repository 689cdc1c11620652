// options: --c++20 --gnu_version=120200 --relaxed_constexpr
// With --expt-relaxed-constexpr, host code may call a constexpr __device__
// function: a comparison operator defaulted out of its class is one.
struct C {
    int x;
    __attribute__((device)) bool operator==(const C &) const;
};
__attribute__((device)) bool C::operator==(const C &) const = default;
void defaulted_out_of_class() { C a{}, b{}; bool e = a == b, f = a != b; (void)e; (void)f; }
