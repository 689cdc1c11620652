// tests: try/catch in device code
__attribute__((device)) void f() { try { } catch (...) { } }
