// tests: address of a host variable taken in a device function
int hv;
__attribute__((device)) int *f() { return &hv; }
