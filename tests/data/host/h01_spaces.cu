// Execution and memory spaces at namespace scope: device functions, constructors, kernels (static, namespaced, anonymous), device/constant/shared/managed/extern variables, a managed variable shadowed by a local.
struct S { int a; __device__ S(int x) : a(x) {} __device__ ~S() {} __device__ int get() const { return a; } __host__ __device__ int hd() const { return a; } };
__device__ int dfun(int x, float) { return x * 2; }
static __device__ int sdfun(int x) { return x; }
__device__ int ddecl(int);
template <typename T> __device__ T tdev(T v) { return v; }
__forceinline__ __device__ int fi(int q) { return q; }
__global__ void kern(int *p, int n) { p[n] = dfun(n, 1.0f); }
static __global__ void skern(int x) { }
__global__ void kdecl(int);
namespace ns { __global__ void nk(float f) { } }
namespace { __global__ void ak(double) { } }
__device__ int dv = 5;
__constant__ float cv[4];
__device__ const int dci = 5;
extern __device__ int edv;
__shared__ int shv;
__managed__ int mv = 3;
int hostfn() { mv++; int mv = 2; return mv + dv; }
int main() { int *p = 0; kern<<<1, 16>>>(p, 3); ns::nk<<<dim3(2), 32, 0, 0>>>(1.0f); hostfn(); return 0; }
