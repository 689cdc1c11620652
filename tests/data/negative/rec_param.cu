int f(int a b); int b = zz;
