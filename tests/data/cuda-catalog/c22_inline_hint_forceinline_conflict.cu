// tests: __inline_hint__ and __forceinline__ on the same declaration
__attribute__((device)) __attribute__((nv_inline_hint)) __inline__ __attribute__((always_inline)) void f() {}
