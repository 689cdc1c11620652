// tests: third __launch_bounds__ argument (max blocks per cluster) for default architecture (sm_75)
__attribute__((global)) void __attribute__((launch_bounds(128, 1, 4))) k() {}
