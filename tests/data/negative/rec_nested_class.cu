struct O { struct I { int a b; }; void m() { int c = yy; } }; int d = xx;
