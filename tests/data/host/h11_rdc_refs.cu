// OPTS: -rdc=true
// Host reference arrays: kernels and device/constant/managed variables named by host code, external and internal (static, anonymous namespace), overloads, templates, an address-taken kernel, unreferenced ones left out.
__device__ int dv;
static __device__ int sdv;
namespace ns2 { __device__ int nv; __constant__ float ncv; __global__ void nk(int) {} }
namespace { __device__ int av; __global__ void ak() {} }
__constant__ int cv;
static __constant__ int scv;
__managed__ int mm;
__device__ int unused_dv;
__global__ void k(int) {}
__global__ void k(float) {}
template <class T> __global__ void tk(T) {}
static __global__ void sk() {}
__global__ void notlaunched() {}
int main() {
  int h; cudaMemcpyFromSymbol(&h, dv, 4); cudaMemcpyFromSymbol(&h, sdv, 4); cudaMemcpyFromSymbol(&h, ns2::nv, 4);
  cudaMemcpyFromSymbol(&h, ns2::ncv, 4); cudaMemcpyFromSymbol(&h, av, 4); cudaMemcpyFromSymbol(&h, cv, 4); cudaMemcpyFromSymbol(&h, scv, 4);
  mm = 3; k<<<1,1>>>(1); k<<<1,1>>>(1.0f); tk<<<1,1>>>(2); tk<<<1,1>>>(2.0); sk<<<1,1>>>(); ns2::nk<<<1,1>>>(1); ak<<<1,1>>>();
  void *p = (void*)notlaunched; return p != 0;
}
