__attribute__((device)) int dev_val() { return 7; }
int host_use() {
  auto f = [] { return dev_val(); };
  return f();
}
