// tests: not a CUDA construct in CUDA 13 (UPC-style shared block size); probed with __block_size__ negative value
__attribute__((global)) void __attribute__((block_size((-1,1,1)))) k() {}
