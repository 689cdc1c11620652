// tests: function-scope static variable (no memory space) with dynamic initializer
__attribute__((device)) int g();
__attribute__((device)) void f() { static int x = g(); (void)x; }
