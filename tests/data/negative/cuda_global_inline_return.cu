// inline __global__ function returning int: the warning, then the return-type error
inline __attribute__((global)) int k() {}
