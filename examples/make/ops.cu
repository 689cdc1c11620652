// The second translation unit of the make example: device code only.
#include "ops.h"

__device__ counter ops_calls;

__device__ int poly(int x)
{
    atomicAdd(&ops_calls.calls, 1);
    return x * x + 3 * x + 1;
}
