// CUDA execution-configuration postfix expression f<<<grid, block, shmem, stream>>>(args)
// (CUDA C++ Programming Guide, execution configuration): plain, template-id, dependent,
// function-pointer-free forms, with dim3 temporaries; runtime declarations written by hand
using size_t = decltype(sizeof 0);
struct dim3 { unsigned x, y, z; constexpr dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
struct CUstream_st;
typedef CUstream_st* cudaStream_t;
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0, CUstream_st* stream = 0);

__attribute__((global)) void fill(int* p, int v, int n) { for (int i = 0; i < n; ++i) p[i] = v; }
template<class T> __attribute__((global)) void scale(T* p, T k, int n) { for (int i = 0; i < n; ++i) p[i] *= k; }
template<class T, int Block> __attribute__((global)) void tiled(T* p) { p[0] = T(Block); }
namespace kernels { __attribute__((global)) void noop() {} }
struct launcher {
  template<class T> static void run(T* p, int n, cudaStream_t s) {
    scale<T><<<(n + 255) / 256, 256, 0, s>>>(p, T(2), n);
    tiled<T, 128><<<dim3(n / 128, 1, 1), dim3(128)>>>(p);
  }
};

void host(int* d, float* f, cudaStream_t stream) {
  fill<<<1, 32>>>(d, 7, 32);
  fill<<<dim3(4, 4), dim3(8, 8, 1), 1024>>>(d, 0, 16);
  fill<<<2, 64, 0, stream>>>(d, 1, 128);
  scale<<<1, 1>>>(f, 2.0f, 1);
  scale<int><<<(100 > 64 ? 2 : 1), 64>>>(d, 3, 100);
  kernels::noop<<<1, 1>>>();
  ::kernels::noop<<<1, 1, sizeof(int) * 32>>>();
  tiled<float, (256 >> 1)><<<1, 128>>>(f);
  launcher::run(d, 256, stream);
  launcher::run<float>(f, 128, nullptr);
  int blocks = 3;
  fill<<<blocks, blocks * 32>>>(d, blocks, blocks);
}
