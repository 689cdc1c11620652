// tests: __device__ variable written in a host function
__attribute__((device)) int dv;
void h() { dv = 1; }
