// tests: __cluster_dims__ with a zero dimension
__attribute__((global)) void __attribute__((cluster_dims(0,1,1))) k() {}
