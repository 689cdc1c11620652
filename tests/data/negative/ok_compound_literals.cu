// GNU compound literals anywhere an expression stands: as arguments, in
// parentheses, under sizeof, as a subscript, with member access and
// subscripts after them, in default arguments and returns.
struct V { int x, y; };
int g(V v) { return v.x; }
struct S { int k(int o = (int[]){1, 2}[0], int p = 2) { return o + p; } };
int f1() { return g((V){1, 2}); }
int f2() { return ((V){1, 2}).x + (V){3, 4}.y; }
int f3() { return (int[]){1, 2}[1] + (int)sizeof((V){1, 2}); }
int f4() { int a[2] = {}; return a[(int){1}]; }
V f5() { return (V){5, 6}; }
int f6() { S s; return s.k() + s.k(1, 2); }
