inline int f1() { return 1; } int g1() { return 2; }
