// tests: __global__ function with deduced (auto) return type
__attribute__((global)) auto k() { return; }
