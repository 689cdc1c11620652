// Array bounds whose constant expressions mix + and * (valid: the reference accepts it).
const int Z = 2 + 3 * 0;
void f() { int a12[2 + 3 * 0] = {1, 2}; (void)a12; }
void g() { int a[Z] = {1, 2}; (void)a; }
void h() { int a[3 - 1 * 1] = {1, 2}; (void)a; }
void k() { int a[4 - 2 * 1] = {1, 2}; (void)a; }
