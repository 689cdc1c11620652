struct dcont { int d[4]; __attribute__((device)) int* begin() { return d; } __attribute__((device)) int* end() { return d + 4; } };
void h() { dcont dc; for (int y : dc) (void)y; }
