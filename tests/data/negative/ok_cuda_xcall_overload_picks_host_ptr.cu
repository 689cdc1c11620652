__attribute__((device)) int sel(int v) { return v; }
int sel(int *p) { return *p; }
int host_use(int *q) { return sel(q); }
