// tests: function-scope static without memory space specifier in a __host__ __device__ function
__attribute__((host)) __attribute__((device)) int f() { static int x = 0; return ++x; }
