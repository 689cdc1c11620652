enum Color { Red, Green };
__attribute__((device)) int paint(Color c) { return c; }
int paint(int v) { return v + 1; }
int host_use() { return paint(Green); }
