// tests: __block_size__ on a kernel for default architecture (sm_75)
__attribute__((global)) void __attribute__((block_size((32,1,1)))) k() {}
