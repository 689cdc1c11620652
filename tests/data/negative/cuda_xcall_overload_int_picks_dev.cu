__attribute__((device)) int pick(int x) { return x; }
int pick(double x) { return (int)x; }
int host_use() { return pick(3); }
