// tests: __global__ function with noexcept
__attribute__((global)) void k() noexcept {}
