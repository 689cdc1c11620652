__device__ int dv = 1; int g7() { return 0; }
