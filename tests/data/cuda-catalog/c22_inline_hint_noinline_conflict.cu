// tests: __inline_hint__ and __noinline__ on the same declaration
__attribute__((device)) __attribute__((nv_inline_hint)) __noinline__ void f() {}
