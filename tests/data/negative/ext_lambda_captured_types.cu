// options: --c++17 --gnu_version=120200 --extended-lambda
// What an extended lambda captures: no element of a parameter pack, no
// variable whose type is local to a function, no init-capture of an array.
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
