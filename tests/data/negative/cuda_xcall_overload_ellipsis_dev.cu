__attribute__((device)) int var(...) { return 0; }
int var(int x) { return x; }
int host_use(int *p) { return var(p); }
