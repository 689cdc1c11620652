// A __host__ __device__ function calling a __device__ one is an error in
// the host pass; calling a host function from it is left to cicc.
__attribute__((device)) int d(int x) { return x; }
int h(int x) { return x; }
__attribute__((host, device)) int hd(int y) { return d(y) + h(y); }
__attribute__((host, device)) void hd2() { d(1); }
