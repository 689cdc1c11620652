void f() { g(1 2, 3); int b = zz; }
