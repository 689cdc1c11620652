// tests: __cluster_dims__ given twice on one kernel
__attribute__((global)) void __attribute__((cluster_dims(2,1,1))) __attribute__((cluster_dims(4,1,1))) k() {}
