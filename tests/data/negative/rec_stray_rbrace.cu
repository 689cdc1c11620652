int a = 1 } int c = yy;
