// Device and constant arrays whose bound comes from their initialiser keep it when the initialiser is dropped (T x[] = {...} becomes T x[3]).
__constant__ double tab[] = { 1.0, 2.0, 3.0, };
__device__ int t2[] = {1, (2), 3};
__device__ char s[] = "ab";
__device__ int nested[][2] = {{1,2},{3,4}};
int main() { void *p; cudaGetSymbolAddress(&p, tab); return 0; }
