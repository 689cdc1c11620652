// __global__ int main(int, ...): return type, ellipsis, then main
__attribute__((global)) int main(int, ...) {}
