// written blind to the code (conversions review): d27_device_conv_in_hd_called_from_host
struct S { __attribute__((device)) operator int() const { return 1; } };
template <class T> __attribute__((host)) __attribute__((device)) int g(T t) { return t; }
int use() { return g(S()); }
