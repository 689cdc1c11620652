// tests: virtual override execution space mismatch (base __device__, override __host__ __device__)
struct B { virtual __attribute__((device)) void f(); };
struct Dv : B { __attribute__((host)) __attribute__((device)) void f() override; };
