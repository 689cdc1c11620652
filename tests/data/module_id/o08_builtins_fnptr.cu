void f(int (*fp)(float, double), const char* const* pp, unsigned long long u, long double ld, char16_t c) {}
