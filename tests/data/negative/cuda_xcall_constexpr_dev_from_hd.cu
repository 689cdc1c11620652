constexpr __attribute__((device)) int dev_sq(int x) { return x * x; }
__attribute__((host,device)) int both(int y) {
  return dev_sq(y);
}
