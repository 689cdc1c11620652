__attribute__((shared)) __attribute__((constant)) int d;
