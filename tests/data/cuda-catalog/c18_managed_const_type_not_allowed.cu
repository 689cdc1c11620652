// tests: const-qualified __managed__ variable
// opts: --allow_managed
__attribute__((managed)) __attribute__((device)) const int m = 1;
