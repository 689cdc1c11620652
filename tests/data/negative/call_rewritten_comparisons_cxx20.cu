// options: --c++20 --gnu_version=120200
// C++20 comparisons take rewritten candidates: `a != b` calls operator==,
// `3 == a` the operator== taking (a, 3) reversed, `a < b` operator<=> and
// then what its result compares with 0 by. The calls they reach are checked.
struct S {
    int v;
    __attribute__((device)) bool operator==(const S &o) const { return v == o.v; }
};
struct T { int v; };
__attribute__((device)) bool operator==(const T &a, int b) { return a.v == b; }
namespace n {
struct V { int v; };
__attribute__((device)) bool operator==(const V &a, long b) { return a.v == b; }
}
struct Ord {
    int v;
    __attribute__((device)) bool operator<(int) const { return v < 0; }
};
struct A {
    int v;
    Ord operator<=>(const A &o) const { return Ord{v - o.v}; }
};
struct B { int v; };
__attribute__((device)) int operator<=>(const B &a, int b) { return a.v - b; }
struct U {
    int v;
    __attribute__((device)) bool operator==(int b) const { return v == b; }
};

bool member_rewritten(S a, S b) { return a != b; }
bool member_rewritten_on_temporaries(S a) { return S{1} != a; }
bool nonmember_reversed(T a) { return 3 == a; }
bool nonmember_rewritten_reversed(T a) { return 3 != a; }
bool nonmember_rewritten(T a) { return a != 3; }
bool member_reversed(U u) { return 3 == u; }
bool namespace_reversed(n::V v) { return 3L != v; }
bool spaceship_then_operator(A a, A b) { return a < b; }
bool spaceship_builtin(B b) { return b <= 3; }
bool spaceship_reversed(B b) { return 3 > b; }
__attribute__((host)) __attribute__((device)) bool from_host_device(T a) { return 4 == a; }
__attribute__((global)) void kernel(T *a, bool *r) { *r = (5 != *a); }
