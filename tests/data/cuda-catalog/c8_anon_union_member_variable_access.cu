// tests: member of a namespace-scope anonymous union accessed in a device function
static union { int a; float b; };
__attribute__((device)) int f() { return a; }
