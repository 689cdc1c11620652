void f(int x) { if (x) { x = ; } else x = 3 } int b = zz;
