void f(int x) { x = x + } int b = zz;
