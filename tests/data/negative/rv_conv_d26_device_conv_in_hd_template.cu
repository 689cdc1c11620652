// written blind to the code (conversions review): d26_device_conv_in_hd_template
struct S { __attribute__((device)) operator int() const { return 1; } };
template <class T> __attribute__((host)) __attribute__((device)) int g(T t) { return t; }
__attribute__((device)) int use() { return g(S()); }
