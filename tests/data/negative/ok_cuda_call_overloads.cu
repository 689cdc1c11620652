// The host overload wins each of these calls.
__attribute__((device)) int f(int) { return 1; }
int f(double) { return 2; }
__attribute__((device)) int f(float, int) { return 3; }
int f(float, long) { return 4; }
__attribute__((device)) int p(int *) { return 1; }
int p(const int *) { return 2; }
__attribute__((device)) int q(bool) { return 1; }
int q(void *) { return 2; }
int h(const int *cp, int *ip) {
    return f(1.0) + f(2.0f, 3L) + p(cp) + q(ip);
}
