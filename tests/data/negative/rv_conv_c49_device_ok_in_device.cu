// written blind to the code (conversions review): c49_device_ok_in_device
struct S { __attribute__((device)) operator int() const { return 1; } };
struct T { __attribute__((device)) T(int) {} };
__attribute__((device)) void take(T) {}
__attribute__((device)) int g() { S s; take(5); T t = 3; int i = s; return i; }
__attribute__((global)) void k() { S s; int j = s + 1; take(j); }
