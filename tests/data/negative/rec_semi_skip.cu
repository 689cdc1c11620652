void f() { int a = 1 int c = yy; int b = zz; }
