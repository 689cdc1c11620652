int opt(int a, int b = 2) { return a + b; }
__attribute__((device)) int opt(double a) { return (int)a; }
int host_use() { return opt(1); }
