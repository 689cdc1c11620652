void f() { auto l = [](int x) { return x + ; }; int b = zz; }
