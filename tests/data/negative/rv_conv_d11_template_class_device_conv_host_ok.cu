// written blind to the code (conversions review): d11_template_class_device_conv_host_ok
template <class T> struct W { T v; __attribute__((host)) __attribute__((device)) operator T() const { return v; } __attribute__((host)) __attribute__((device)) W(T t) : v(t) {} };
__attribute__((device)) int dev(W<int> w) { return w; }
int host(W<int> w) { return w + 1; }
void f() { host(3); W<int> w = 4; int x = w; (void)x; }
__attribute__((global)) void k(int* o) { *o = dev(5); }
