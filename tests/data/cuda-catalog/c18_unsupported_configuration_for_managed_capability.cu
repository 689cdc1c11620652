// tests: __managed__ variable without --allow_managed (unsupported configuration)
__attribute__((managed)) __attribute__((device)) int m;
