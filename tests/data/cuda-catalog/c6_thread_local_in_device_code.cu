// tests: thread_local variable inside a device function
__attribute__((device)) int f() { static thread_local int t = 0; return t; }
