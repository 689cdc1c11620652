int v = 3; int g3() { return 0; }
