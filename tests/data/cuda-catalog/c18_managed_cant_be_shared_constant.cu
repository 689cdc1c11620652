// tests: __managed__ combined with __constant__
// opts: --allow_managed
__attribute__((managed)) __attribute__((constant)) int m;
