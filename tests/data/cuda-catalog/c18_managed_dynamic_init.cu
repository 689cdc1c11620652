// tests: __managed__ variable with a dynamic initializer
// opts: --allow_managed
int g();
__attribute__((managed)) __attribute__((device)) int m = g();
