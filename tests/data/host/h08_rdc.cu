// OPTS: -rdc=true
// Separate compilation: extern device variables, device functions called across units, kernels with external and internal linkage, template kernels.
extern __device__ int ext_counter;
__device__ int ext_counter = 3;
__device__ int helper(int x) { return x + ext_counter; }
static __device__ int local_helper(int x) { return x * 2; }
__global__ void kern(int *p) { p[0] = helper(1) + local_helper(2); }
static __global__ void skern(int *p) { p[0] = 0; }
namespace { __global__ void akern(int *p) { } }
template <typename T> __global__ void tk(T *p) { p[0] = T(1); }
__constant__ float cval = 1.0f;
int main() { int *p = nullptr; kern<<<1, 1>>>(p); skern<<<1, 1>>>(p); akern<<<1, 1>>>(p); tk<<<1, 1>>>(p); return 0; }
