int pick(int x) { return x; }
__attribute__((device)) int pick(double x) { return (int)x; }
int host_use() { return pick(2.5); }
