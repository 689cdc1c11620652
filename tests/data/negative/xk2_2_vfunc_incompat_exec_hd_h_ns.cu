// tests: override mismatch (host-device base, host overrider) in a namespace, overrider defined out of class, after valid code
namespace n {
struct B { virtual __attribute__((host)) __attribute__((device)) int g(int) const; };
__attribute__((device)) int ok_dev(int x) { return x + 1; }
struct D : B { int g(int) const override; };
int D::g(int x) const { return x; }
}
