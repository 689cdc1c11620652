/* A stand-in for the CUDA runtime headers, for tests that run without the
   toolkit (tests/diff/programs.sh): nvcc includes cuda_runtime.h before
   every .cu; this declares, in our own words, what the test programs use of
   it, with the execution-space attributes the real macros expand to. The
   reference's answers on programs preprocessed with it are recorded, so
   ours is compared with them on a machine without the toolkit. */
#ifndef CF_NO_TOOLKIT_CUDA_RUNTIME_H
#define CF_NO_TOOLKIT_CUDA_RUNTIME_H

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __constant__ __attribute__((constant))
#define __shared__ __attribute__((shared))
#define __managed__ __attribute__((managed))
#define __grid_constant__ __attribute__((grid_constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __device_builtin__ __attribute__((device_builtin))

#include <stddef.h>

struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ dim3 {
    unsigned int x, y, z;
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};
extern const __device__ __device_builtin__ uint3 threadIdx;
extern const __device__ __device_builtin__ uint3 blockIdx;
extern const __device__ __device_builtin__ dim3 blockDim;
extern const __device__ __device_builtin__ dim3 gridDim;
extern const __device__ __device_builtin__ int warpSize;

struct __device_builtin__ __attribute__((aligned(8))) float2 { float x, y; };
struct __device_builtin__ float3 { float x, y, z; };
struct __device_builtin__ __attribute__((aligned(16))) float4 { float x, y, z, w; };
struct __device_builtin__ __attribute__((aligned(8))) int2 { int x, y; };
struct __device_builtin__ int3 { int x, y, z; };
struct __device_builtin__ __attribute__((aligned(16))) int4 { int x, y, z, w; };
struct __device_builtin__ __attribute__((aligned(16))) double2 { double x, y; };
static __inline__ __host__ __device__ float2 make_float2(float x, float y) { float2 r; r.x = x; r.y = y; return r; }
static __inline__ __host__ __device__ float3 make_float3(float x, float y, float z) { float3 r; r.x = x; r.y = y; r.z = z; return r; }
static __inline__ __host__ __device__ float4 make_float4(float x, float y, float z, float w)
{ float4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
static __inline__ __host__ __device__ int2 make_int2(int x, int y) { int2 r; r.x = x; r.y = y; return r; }
static __inline__ __host__ __device__ uint3 make_uint3(unsigned x, unsigned y, unsigned z) { uint3 r; r.x = x; r.y = y; r.z = z; return r; }

enum __device_builtin__ cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2 };
typedef __device_builtin__ enum cudaError cudaError_t;
enum __device_builtin__ cudaMemcpyKind {
    cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4
};
typedef __device_builtin__ struct CUstream_st *cudaStream_t;
typedef __device_builtin__ struct CUevent_st *cudaEvent_t;
struct __device_builtin__ cudaDeviceProp { char name[256]; size_t totalGlobalMem; int multiProcessorCount; int major, minor; };

extern "C" {
extern __host__ cudaError_t cudaMalloc(void **ptr, size_t size);
extern __host__ cudaError_t cudaMallocManaged(void **ptr, size_t size, unsigned int flags = 1);
extern __host__ cudaError_t cudaMallocHost(void **ptr, size_t size);
extern __host__ cudaError_t cudaFree(void *ptr);
extern __host__ cudaError_t cudaFreeHost(void *ptr);
extern __host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
extern __host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                            cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemset(void *ptr, int value, size_t count);
extern __host__ cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                                               size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
extern __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0,
                                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
extern __host__ cudaError_t cudaDeviceSynchronize(void);
extern __host__ cudaError_t cudaDeviceReset(void);
extern __host__ __device__ cudaError_t cudaGetLastError(void);
extern __host__ cudaError_t cudaPeekAtLastError(void);
extern __host__ __device__ const char *cudaGetErrorString(cudaError_t error);
extern __host__ __device__ const char *cudaGetErrorName(cudaError_t error);
extern __host__ cudaError_t cudaGetDeviceCount(int *count);
extern __host__ cudaError_t cudaSetDevice(int device);
extern __host__ cudaError_t cudaGetDevice(int *device);
extern __host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
extern __host__ cudaError_t cudaStreamCreate(cudaStream_t *stream);
extern __host__ cudaError_t cudaStreamDestroy(cudaStream_t stream);
extern __host__ cudaError_t cudaStreamSynchronize(cudaStream_t stream);
extern __host__ cudaError_t cudaEventCreate(cudaEvent_t *event);
extern __host__ cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaEventSynchronize(cudaEvent_t event);
extern __host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
extern __host__ cudaError_t cudaEventDestroy(cudaEvent_t event);
extern __host__ cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shared,
                                             cudaStream_t stream);
/* what a launch `k<<<g, b, s, t>>>(...)` becomes */
extern __host__ __device__ unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared = 0,
                                                                struct CUstream_st *stream = 0);
}

template <class T> static __inline__ __host__ cudaError_t cudaMalloc(T **ptr, size_t size)
{ return ::cudaMalloc((void **)(void *)ptr, size); }
template <class T> static __inline__ __host__ cudaError_t cudaMallocManaged(T **ptr, size_t size, unsigned flags = 1)
{ return ::cudaMallocManaged((void **)(void *)ptr, size, flags); }
template <class T> static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size)
{ return ::cudaMallocHost((void **)(void *)ptr, size); }
template <class T> static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src,
    size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{ return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind); }
template <class T> static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol,
    size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost)
{ return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind); }

#define cudaStreamNonBlocking 0x01
typedef __device_builtin__ unsigned long long cudaTextureObject_t;
typedef __device_builtin__ unsigned long long cudaSurfaceObject_t;
struct __device_builtin__ cudaFuncAttributes { size_t sharedSizeBytes; int maxThreadsPerBlock; int numRegs; };
extern "C" {
extern __host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags);
extern __host__ cudaError_t cudaGetSymbolAddress(void **ptr, const void *symbol);
extern __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
}
template <class T> static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **ptr, const T &symbol)
{ return ::cudaGetSymbolAddress(ptr, (const void *)&symbol); }
template <class T> static __inline__ __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *f)
{ return ::cudaFuncGetAttributes(attr, (const void *)f); }

/* the math library, callable on both sides as in the toolkit */
extern "C" {
#define CF_MATH1(T, f) extern __host__ __device__ T f(T) noexcept(true);
#define CF_MATH2(T, f) extern __host__ __device__ T f(T, T) noexcept(true);
CF_MATH1(float, sinf) CF_MATH1(float, cosf) CF_MATH1(float, tanf) CF_MATH1(float, expf) CF_MATH1(float, logf)
CF_MATH1(float, sqrtf) CF_MATH1(float, fabsf) CF_MATH1(float, floorf) CF_MATH1(float, ceilf) CF_MATH1(float, tanhf)
CF_MATH1(float, log2f) CF_MATH1(float, exp2f) CF_MATH1(float, roundf) CF_MATH1(float, truncf)
CF_MATH2(float, fmaxf) CF_MATH2(float, fminf) CF_MATH2(float, powf) CF_MATH2(float, fmodf) CF_MATH2(float, atan2f)
CF_MATH1(double, sin) CF_MATH1(double, cos) CF_MATH1(double, tan) CF_MATH1(double, exp) CF_MATH1(double, log)
CF_MATH1(double, sqrt) CF_MATH1(double, fabs) CF_MATH1(double, floor) CF_MATH1(double, ceil) CF_MATH1(double, tanh)
CF_MATH2(double, fmax) CF_MATH2(double, fmin) CF_MATH2(double, pow) CF_MATH2(double, fmod) CF_MATH2(double, atan2)
#undef CF_MATH1
#undef CF_MATH2
extern __device__ float rsqrtf(float) noexcept(true);
extern __device__ float __expf(float) noexcept(true);
extern __device__ float __fdividef(float, float) noexcept(true);
}

/* device-side builtins the programs call */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int);
__device__ void __syncwarp(unsigned mask = 0xffffffffu);
__device__ void __threadfence(void);
__device__ int atomicAdd(int *address, int val);
__device__ unsigned atomicAdd(unsigned *address, unsigned val);
__device__ unsigned long long atomicAdd(unsigned long long *address, unsigned long long val);
__device__ float atomicAdd(float *address, float val);
__device__ double atomicAdd(double *address, double val);
__device__ int atomicSub(int *address, int val);
__device__ int atomicMax(int *address, int val);
__device__ int atomicMin(int *address, int val);
__device__ int atomicExch(int *address, int val);
__device__ int atomicCAS(int *address, int compare, int val);
__device__ unsigned atomicInc(unsigned *address, unsigned val);
__device__ int __shfl_sync(unsigned mask, int var, int src, int width = 32);
__device__ float __shfl_sync(unsigned mask, float var, int src, int width = 32);
__device__ int __shfl_down_sync(unsigned mask, int var, unsigned delta, int width = 32);
__device__ float __shfl_down_sync(unsigned mask, float var, unsigned delta, int width = 32);
__device__ double __shfl_down_sync(unsigned mask, double var, unsigned delta, int width = 32);
__device__ int __shfl_xor_sync(unsigned mask, int var, int lane, int width = 32);
__device__ float __shfl_xor_sync(unsigned mask, float var, int lane, int width = 32);
__device__ unsigned __ballot_sync(unsigned mask, int predicate);
__device__ int __popc(unsigned x);
__device__ int __clz(int x);
__device__ float __ldg(const float *p);
__device__ int __ldg(const int *p);
__device__ long long clock64(void);
extern "C" __host__ __device__ int printf(const char *, ...);

#endif
