// written blind to the code (conversions review): c59_comparison_member_device
struct V { int x; __attribute__((device)) bool operator<(const V& o) const { return x < o.x; } };
void f() { V a{1}, b{2}; bool c = a < b; (void)c; }
