int f0(); int v = f0(); int g1() { return 0; }
