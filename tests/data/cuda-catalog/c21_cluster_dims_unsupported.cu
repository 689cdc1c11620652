// tests: __cluster_dims__ on a kernel for default architecture (sm_75)
__attribute__((global)) void __attribute__((cluster_dims(2,1,1))) k() {}
