namespace n { struct c { int d[4]; }; __attribute__((device)) int* begin(c& x) { return x.d; } __attribute__((device)) int* end(c& x) { return x.d + 4; } }
void h() { n::c dc; for (int y : dc) (void)y; }
