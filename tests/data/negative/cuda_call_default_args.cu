// Default arguments and ellipsis decide which function the call reaches.
__attribute__((device)) int f(int, int = 0) { return 1; }
int f(int, int, int) { return 2; }
__attribute__((device)) int v(int, ...) { return 3; }
int h() { return f(1) + f(1, 2) + f(1, 2, 3) + v(1, 2.0, "x"); }
