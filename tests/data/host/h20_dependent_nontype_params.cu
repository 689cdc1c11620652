// OPTS: -std=c++17
// Template kernels whose non-type parameters have types that depend on earlier parameters,
// launched with explicit arguments: function pointers taking T, int and auto, a dependent
// T V, a reference, a pack of T; the forwarder must name each parameter, not the types in it.
#include <cstdio>
__device__ void op1(const float *a, float *b) { *b = *a * 2; }
__device__ void op2(const float *a, double *b) { *b = *a * 3; }
template <typename T, int N, void (*F)(const float *, T *)>
__global__ void k(const float *in, T *out) { if (threadIdx.x < N) F(in + threadIdx.x, out + threadIdx.x); }
struct S { int m; int f(int) const { return m; } };
template <class C, int C::*M> __global__ void km(C *c) { (c->*M) += 1; }
template <class C, int (C::*MF)(int) const> __global__ void kmf(const C *c, int *o) { *o = 0; }
template <auto V> __global__ void ka(int *o) { *o = (int)V; }
template <class T, T V> __global__ void kd(T *o) { *o = V; }
template <int &R> __global__ void kr(int *o) { *o = 1; }
int gi;
template <class T, T... Vs> __global__ void kp(T *o) { *o = (Vs + ...); }
template <typename T, int N, void (*F)(const float *, T *)>
void launch(const float *in, T *out, cudaStream_t s) { k<T, N, F><<<1, N, 0, s>>>(in, out); }
int main() {
  float *in; float *of; double *od; S *sp; int *io; long *lo;
  cudaMalloc(&in, 64); cudaMalloc(&of, 64); cudaMalloc(&od, 128); cudaMalloc(&sp, sizeof(S)); cudaMalloc(&io, 4); cudaMalloc(&lo, 8);
  launch<float, 4, op1>(in, of, 0);
  launch<double, 2, op2>(in, od, 0);
  ka<7><<<1, 1>>>(io);
  ka<'c'><<<1, 1>>>(io);
  kd<long, 5L><<<1, 1>>>(lo);
  kr<gi><<<1, 1>>>(io);
  kp<int, 1, 2, 3><<<1, 1>>>(io);
  cudaDeviceSynchronize();
  printf("ok\n");
  return 0;
}
