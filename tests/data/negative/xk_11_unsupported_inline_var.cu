// tests: inline __device__ variable with external linkage in whole program mode
inline __attribute__((device)) int iv = 1;
