__attribute__((shared)) __attribute__((managed)) int a;
__attribute__((constant)) __attribute__((managed)) int b;
