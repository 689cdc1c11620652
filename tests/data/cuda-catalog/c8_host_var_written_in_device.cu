// tests: host variable written in a device function
int hv;
__attribute__((device)) void f() { hv = 1; }
