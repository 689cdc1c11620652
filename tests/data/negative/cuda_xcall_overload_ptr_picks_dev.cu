__attribute__((device)) int sel(int *p) { return *p; }
int sel(int v) { return v; }
int host_use(int *q) { return sel(q); }
