// Spaces merge across declarations: declared __device__ and defined
// without an attribute is still a device function; declared
// __host__ __device__ and defined without one stays host-device.
__attribute__((device)) int d(int);
int d(int x) { return x; }
__attribute__((host, device)) int hd(int);
int hd(int x) { return d(x); }
int h() { return d(1); }
