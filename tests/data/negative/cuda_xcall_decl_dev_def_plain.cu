__attribute__((device)) int later(int x);
int later(int x) { return x - 1; }
int host_use() { return later(3); }
