// options: --c++17 --gnu_version=120200 --extended-lambda
// An extended lambda cannot capture by reference: a capture-default & is
// reported where the lambda's declarator starts, each variable it captures
// at its first use, an explicit &x or &x = e at the name.
template <class F> void use(F) {}
void g1() { use([&] __attribute__((device)) (int i) { return i; }); }
void g2() { int a = 1, b = 2; use([&] __attribute__((device)) (int i) { return a + b + a + i; }); }
void g3() { int a = 1, b = 2; use([&, a] __attribute__((device)) (int i) { return a + b + i; }); }
void g4() { int a = 1, b = 2; use([=, &a] __attribute__((device)) (int i) { return a + b + i; }); }
void g5() { int a = 1; use([&] __attribute__((host)) __attribute__((device)) (int i) { return a + i; }); }
struct T { int x; void m() { use([&] __attribute__((device)) (int i) { return x + i; }); } };
void g6() { int a = 1; use([&] __attribute__((device)) { return a; }); }
void g7() { int a = 1; use([&] __attribute__((device)) (int i) mutable -> int { return a + i; }); }
void g8() { int a = 1; use([&a, &a2 = a] __attribute__((device)) (int i) { return a + a2 + i; }); }
void g9(int p) { use([&] __attribute__((device)) (int i) { return p + i; }); }
void g10() { int a = 1; use([&] __attribute__((device)) (int i) { return [=](int j) { return a + j; }(i); }); }
