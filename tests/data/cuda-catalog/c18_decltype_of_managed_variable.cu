// tests: __managed__ variable as unparenthesized decltype operand
// opts: --allow_managed
__attribute__((managed)) __attribute__((device)) int m;
decltype(m) y;
