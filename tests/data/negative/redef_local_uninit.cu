int f() { int k = 0; int k; return 0; }
