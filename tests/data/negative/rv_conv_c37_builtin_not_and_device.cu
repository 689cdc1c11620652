// written blind to the code (conversions review): c37_builtin_not_and_device
struct S { __attribute__((device)) operator bool() const { return true; } };
void f() { S s; bool a = !s; bool b = s && true; if (s) {} (void)a;(void)b; }
