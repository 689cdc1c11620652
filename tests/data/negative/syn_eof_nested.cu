int f() { if (1) { return 0;
