// Calls the host pass accepts: device from device and kernel code, host
// from host-device code (cicc's to check), host-device from anywhere, a
// kernel with a configuration, unevaluated operands, initializers at
// namespace scope and default arguments.
__attribute__((device)) int d(int x) { return x; }
__attribute__((host, device)) int hd(int x) { return x; }
int h(int x) { return x; }
__attribute__((device)) int dev(int y) { return d(y) + hd(y); }
__attribute__((global)) void k(int *p) { *p = d(1) + hd(2); }
__attribute__((host, device)) int both(int y) { return hd(y) + h(y); }
int host(int y) { return hd(y) + h(y) + (int)sizeof(d(y)); }
decltype(d(1)) declared();
int at_namespace = d(1);
void with_default(int a = d(2));
