__attribute__((device)) int sel(int v) { return v; }
int sel(char *p) { return p != 0; }
int host_use() { return sel(0); }
