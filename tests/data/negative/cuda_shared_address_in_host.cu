// the address of a __shared__ variable taken in host and host-device code warns; __device__ and __constant__ ones do not
__attribute__((shared)) int sv;
__attribute__((device)) int dv;
__attribute__((constant)) int cv;
int *h() { int *a = &dv; a = &cv; return &sv; }
__attribute__((host)) __attribute__((device)) int *hd() { return &sv; }
