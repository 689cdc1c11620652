// tests: __managed__ combined with __shared__
// opts: --allow_managed
__attribute__((managed)) __attribute__((shared)) int m;
