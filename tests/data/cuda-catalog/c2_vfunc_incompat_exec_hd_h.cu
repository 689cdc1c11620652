// tests: virtual override execution space mismatch (base __host__ __device__, override __host__)
struct B { virtual __attribute__((host)) __attribute__((device)) void f(); };
struct Dv : B { __attribute__((host)) void f() override; };
