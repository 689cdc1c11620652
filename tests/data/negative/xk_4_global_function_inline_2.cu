// tests: __global__ function with __inline__ always_inline (as __forceinline__ expands)
__attribute__((global)) __inline__ __attribute__((always_inline)) void k() {}
