namespace ns { int v2 = 1; } int g5() { return 0; }
