#include <cuda/std/atomic>
void f(cuda::std::atomic<int>* p) {}
