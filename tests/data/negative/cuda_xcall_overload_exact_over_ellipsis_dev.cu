int var(...) { return 0; }
__attribute__((device)) int var(long x) { return (int)x; }
int host_use() { return var(3); }
