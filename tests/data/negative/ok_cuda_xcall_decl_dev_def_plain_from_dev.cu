__attribute__((device)) int later(int x);
int later(int x) { return x - 1; }
__attribute__((device)) int dev_use() { return later(3); }
