// Device functions defined in ops.cu and called from main.cu's kernel: with
// relocatable device code (nvcc -rdc=true) the device linker joins them.
#ifndef OPS_H
#define OPS_H

__device__ int poly(int x);             // x * x + 3 * x + 1

struct counter {
    int calls;
};
extern __device__ counter ops_calls;    // incremented by poly()

#endif
