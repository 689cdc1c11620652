int var(...) { return 0; }
__attribute__((device)) int var(int x) { return x; }
int host_use(int *p) { return var(p); }
