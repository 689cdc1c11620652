// tests: __device__ variable declared in an inline unnamed namespace
inline namespace { __attribute__((device)) int dv; }
