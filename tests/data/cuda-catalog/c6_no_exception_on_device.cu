// tests: throw in device code
__attribute__((device)) void f() { throw 1; }
