auto av = 5; int g3() { return 0; }
