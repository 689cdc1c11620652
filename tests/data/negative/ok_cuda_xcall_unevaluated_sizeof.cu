__attribute__((device)) long dev_val() { return 7; }
int host_use() {
  return (int)sizeof(dev_val());
}
