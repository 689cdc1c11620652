// options: --c++17 --gnu_version=120200 --extended-lambda
// What an extended lambda captures: no element of a parameter pack, no
// variable whose type is local to a function, no init-capture of an array,
// no array of more than 7 dimensions, no init-capture of an initializer_list.
template <class F> void use(F) {}
template <class... T> void pk(T... t) { use([=] __attribute__((device)) (int i) { int s = (t + ...); return i + s; }); }
template <class... T> void pk2(T... t) { use([t...] __attribute__((device)) (int i) { return i; }); }
template <class... T> void pk3(T... t) { use([=] __attribute__((device)) (int i) { return i + sizeof...(t); }); }
void f7() { struct L { int v; }; L l{1}; use([=] __attribute__((device)) (int i) { return l.v + i; }); }
void f8() { struct L { int v; }; L l{1}; use([l] __attribute__((device)) (int i) { return l.v + i; }); }
void f15() { int arr[2] = {1, 2}; use([a = arr] __attribute__((device)) (int j) { return a[0] + j; }); }
void f16() { int arr[2] = {1, 2}; use([=] __attribute__((device)) (int j) { return arr[0] + j; }); }
void pk4() { pk(1, 2); pk2(1); pk3(1); }
void f9() { enum LE { X }; LE e = X; use([=] __attribute__((device)) (int i) { return i + (int)e; }); }
void f10() { struct L { int v; }; L *p = nullptr; use([=] __attribute__((device)) (int i) { return i + (p ? 1 : 0); }); }
void f11() { struct L { int v; }; const L c{1}; use([=] __attribute__((device)) (int i) { return i + c.v; }); }
void f12() { int arr[1][1][1][1][1][1][1][1] = {}; use([=] __attribute__((device)) (int i) { return arr[0][0][0][0][0][0][0][0] + i; }); }
void f13() { float arr[2][1][1][1][1][1][1][3] = {}; use([arr] __attribute__((device)) (int i) { return arr[0][0][0][0][0][0][0][0] + i; }); }
void f14() { int arr[1][1][1][1][1][1][1] = {}; use([=] __attribute__((device)) (int i) { return arr[0][0][0][0][0][0][0] + i; }); }
namespace std {
template <class E> class initializer_list {
  const E *b; unsigned long n;
  constexpr initializer_list(const E *p, unsigned long s) : b(p), n(s) {}
public:
  constexpr initializer_list() : b(0), n(0) {}
};
}
void f18() { use([l = std::initializer_list<int>{1, 2}] __attribute__((device)) (int i) { return i; }); }
void f19() { use([l = {1, 2}] __attribute__((device)) (int i) { return i; }); }
void f20() { std::initializer_list<int> il = {1, 2}; use([l = il] __attribute__((device)) (int i) { return i; }); }
