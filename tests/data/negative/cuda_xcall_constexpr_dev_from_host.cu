constexpr __attribute__((device)) int dev_sq(int x) { return x * x; }
int host_use() {
  return dev_sq(3);
}
