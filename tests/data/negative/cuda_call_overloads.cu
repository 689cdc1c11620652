// Overload resolution decides: the device overload is the one called.
__attribute__((device)) int f(int) { return 1; }
int f(double) { return 2; }
__attribute__((device)) int g(const char *) { return 1; }
int g(long) { return 2; }
__attribute__((device)) int p(int *) { return 1; }
int p(const int *) { return 2; }
int h(int *ip) {
    return f(1) + f(1.0) + f('c') + g("s") + g(3L) + p(ip);
}
