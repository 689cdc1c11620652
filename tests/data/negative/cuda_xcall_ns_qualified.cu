namespace math {
__attribute__((device)) int twice(int x) { return 2 * x; }
}
int host_use() { return math::twice(4); }
