// tests: __block_size__ with a zero dimension
__attribute__((global)) void __attribute__((block_size((0,1,1)))) k() {}
