__attribute__((device)) int dev_val() { return 7; }
int host_use() {
  return dev_val() + 1;
}
