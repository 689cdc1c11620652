__attribute__((weak)) int wv = 1; int g5() { return 0; }
