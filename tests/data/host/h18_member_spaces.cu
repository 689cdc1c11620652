// Members declared in their class with an execution space and defined
// outside it: the definition takes the space of the declaration (XS-01),
// for member functions, constructors, destructors and members of class
// templates. Each device-only body instantiates a device template, which the
// host object must not see.
#include <cstdio>

template <class T> __device__ T twice(T x) { return x * 2; }

struct Counter {
  __device__ int bump(int x);           // defined below without a space: device only
  __host__ int host_side(int x) const;  // defined below as __device__: host and device
  __device__ Counter(int start);
  __device__ ~Counter();
  int value;
};

int Counter::bump(int x) { return twice<int>(x) + value; }
__device__ int Counter::host_side(int x) const { return x + value; }
Counter::Counter(int start) : value(twice<long>(start)) {}
Counter::~Counter() { value = twice<short>(1); }

template <class T> struct Box {
  __device__ T get() const;
  T v;
};
template <class T> T Box<T>::get() const { return twice<T>(v); }

struct Pair {
  __device__ float first(float a);
  float first(double a);
};
float Pair::first(float a) { return twice<float>(a); }
float Pair::first(double a) { return (float)a; }

__global__ void kernel(int *out) {
  Counter c(1);
  Box<unsigned> b{2u};
  Pair p;
  out[0] = c.bump(2) + c.host_side(3) + (int)b.get() + (int)p.first(1.0f);
}

int main() {
  int *d = nullptr;
  cudaMalloc(&d, sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  Pair p;
  std::printf("%g\n", p.first(2.0));
  return 0;
}
