__attribute__((global)) int k1() { return 0; }
