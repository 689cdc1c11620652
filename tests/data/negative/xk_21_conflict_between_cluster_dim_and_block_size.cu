// tests: __block_size__ with a second tuple while __cluster_dims__ is present
__attribute__((global)) void __attribute__((cluster_dims(2,1,1))) __attribute__((block_size((32,1,1),(2,1,1)))) k() {}
