// tests: extern host variable referenced in device code
extern int ext;
__attribute__((device)) int f() { return ext; }
