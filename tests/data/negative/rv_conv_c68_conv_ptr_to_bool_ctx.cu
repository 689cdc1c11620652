// written blind to the code (conversions review): c68_conv_ptr_to_bool_ctx
struct S { operator void*() const { return nullptr; } };
void f() { S s; if (s) {} bool b = s; bool n = !s; while (s && false) {} (void)b;(void)n; }
