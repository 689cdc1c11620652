// tests: __cluster_dims__ with a huge dimension
__attribute__((global)) void __attribute__((cluster_dims(99999999999,1,1))) k() {}
