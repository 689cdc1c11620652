// options: --c++17 --gnu_version=120200 --extended-lambda
// An extended lambda has the space its annotation gives its operator():
// host-device calling a __device__ function is an error, device is not.
__attribute__((device)) int d(int x) { return x; }
void h() {
    auto l = [] __attribute__((host, device)) (int x) { return d(x); };
    auto m = [] __attribute__((device)) (int x) { return d(x); };
    (void)l;
    (void)m;
}
