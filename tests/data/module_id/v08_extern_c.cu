extern "C" int cfun(int x) { return x; } int g8() { return 0; }
