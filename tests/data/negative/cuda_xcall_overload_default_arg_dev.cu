__attribute__((device)) int opt(int a, int b = 2) { return a + b; }
int opt(double a) { return (int)a; }
int host_use() { return opt(1); }
