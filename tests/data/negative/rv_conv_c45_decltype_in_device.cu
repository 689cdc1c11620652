// written blind to the code (conversions review): c45_decltype_in_device
struct S { operator int() const { return 1; } };
__attribute__((device)) int h(int v) { decltype(v) w = v; __typeof__(w) z = w + 1; return z; }
__attribute__((global)) void k(int* o) { decltype(o) p = o; __typeof__(*p) r = *p; (void)r; }
