__attribute__((global)) void *k2() { return 0; }
