// A __global__ function called without a launch configuration, from host,
// host-device and kernel code alike.
__attribute__((global)) void k(int) {}
__attribute__((global)) void k0() {}
void h() { k(1); }
__attribute__((host, device)) void hd() { k0(); }
__attribute__((global)) void parent() { k(2); }
