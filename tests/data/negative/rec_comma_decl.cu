void f() { int a = 1, b = , c; int d = zz; }
