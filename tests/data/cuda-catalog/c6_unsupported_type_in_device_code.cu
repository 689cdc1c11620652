// tests: long double used in device code
__attribute__((device)) long double f(long double x) { return x * 2; }
