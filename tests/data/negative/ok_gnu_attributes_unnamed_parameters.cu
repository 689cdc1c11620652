// A GNU attribute after an unnamed parameter's type (`int
// __attribute__((unused))`) both ends its specifiers and follows them: the
// two readings declare the same parameter, and the declaration is valid.
void f(int __attribute__((unused))) {}
void g(int __attribute__((unused)) x) {}
void h(int *__attribute__((unused))) {}
void i2(int, float __attribute__((unused)) = 1.0f) {}
void j(int __attribute__((unused)), int) {}
struct S { void m(int __attribute__((unused))); };
void k1(int __attribute__((unused)) = 3) {}
void k2(const int __attribute__((unused)) &) {}
template <class T> void k3(T __attribute__((unused))) {}
auto l = [](int __attribute__((unused))) {};
int main() { f(1); return 0; }
