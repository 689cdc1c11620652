// tests: unknown #pragma inside a device function
__attribute__((device)) void f() {
#pragma foo_bar_unknown
}
