// tests: __managed__ variable of reference type
// opts: --allow_managed
int x;
__attribute__((managed)) __attribute__((device)) int &m = x;
