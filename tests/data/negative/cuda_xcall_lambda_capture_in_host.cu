__attribute__((device)) int dev_inc(int x) { return x + 1; }
int host_use(int n) {
  auto f = [n](int k) { return dev_inc(n + k); };
  return f(1);
}
