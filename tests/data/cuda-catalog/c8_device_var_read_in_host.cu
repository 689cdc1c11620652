// tests: __device__ variable read in a host function
__attribute__((device)) int dv;
int h() { return dv; }
