// written blind to the code (conversions review): c50_host_conv_from_device
struct S { operator int() const { return 1; } };
__attribute__((device)) int g() { S s; return s; }
