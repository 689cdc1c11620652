int a = 1 { int b = zz; } int c = yy; int d = xx;
