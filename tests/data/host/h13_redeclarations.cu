// Execution spaces merged across redeclarations (XS-01): a __device__ declaration then a plain definition, a plain declaration then a __device__ definition, __host__ then __device__ (host and device), a kernel declared twice.
__device__ int f1(int);
int f1(int x) { return x + 1; }
void f0();
__device__ void f0() {}
__host__ int f2(int);
__device__ int f2(int x) { return x; }
__global__ void k3(int);
__global__ void k3(int n);
__global__ void k3(int n) { }
int main() { k3<<<1,1>>>(2); return f2(3); }
