// tests: a __global__ function with decltype(auto) return type, in a namespace
namespace n { __attribute__((global)) decltype(auto) k() { return; } }
