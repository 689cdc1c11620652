// tests: GNU address-of-label (&&label) in a device function
__attribute__((device)) void *f() { lab: return &&lab; }
