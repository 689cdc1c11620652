// tests: host variable read in a device function
int hv;
__attribute__((device)) int f() { return hv; }
