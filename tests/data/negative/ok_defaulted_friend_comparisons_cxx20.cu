// options: --c++20 --gnu_version=120200
// A comparison operator defaulted as a friend in its class: its __device__
// annotation is ignored (silently, unlike a member's), so host code calls
// it freely, directly or through a rewritten `!=`.
struct A {
    int x;
    __attribute__((device)) friend bool operator==(const A &, const A &) = default;
};
template <class T> struct Arr {
    T d[4];
    __attribute__((device)) friend bool operator==(const Arr &, const Arr &) = default;
};
void h() { A a{}, b{}; bool e = a == b, f = a != b; (void)e; (void)f; }
void g() { Arr<int> a{}, b{}; bool r = a == b; (void)r; }
