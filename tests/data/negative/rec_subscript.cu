void f(int x) { x = x[1 + ; int y = zz; }
