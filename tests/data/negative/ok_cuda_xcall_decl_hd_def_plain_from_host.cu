__attribute__((host,device)) int both(int x);
int both(int x) { return x + 1; }
int host_use() { return both(2); }
