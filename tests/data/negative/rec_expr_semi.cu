void f() { int a = 1; a = 1 2 ; int b = zz; }
