// A __device__ variable bound to a reference in host code is not read
// there: a `decltype((v))` or `decltype(auto)` variable, a reference
// member's mem-initializer, a constructor taking `int&` (a base's, a
// member's, one converting an argument or deduced by CTAD). All valid,
// no warning.
__attribute__((device)) int dv;
struct R { int &r; R() : r(dv) {} };
struct B { B(int &); };
struct M { M(int &); };
struct D : B { M m; D() : B(dv), m(dv) {} };
struct S { S(int &); S(const S &); };
void f(S);
S make() { return dv; }
template<class T> struct C { C(T &); };
void h() {
    decltype((dv)) x = dv;
    decltype(auto) y = (dv);
    f(dv);
    C c(dv);
    (void)x; (void)y;
}
int main() { return 0; }
