// options: --c++20 --gnu_version=120200
// A consteval function is evaluated where it is named, at compile time:
// the reference checks no space for it, __device__ or not, from host or
// host-device code, as a function, a constructor or an operator.
__attribute__((device)) consteval int sq(int x) { return x * x; }
struct S {
    int v;
    __attribute__((device)) consteval S(int x) : v(x) {}
};
struct V {
    int x;
    __attribute__((device)) consteval bool operator==(const V &o) const { return x == o.x; }
};
constexpr V a{1}, b{1};
void from_host() { int r = sq(2); (void)r; }
__attribute__((host)) __attribute__((device)) int from_host_device() { return sq(2); }
constexpr int from_constexpr() { return sq(3); }
void constructed() { S s(3); (void)s; }
void compared() { static_assert(a == b); bool r = a != b; (void)r; }
