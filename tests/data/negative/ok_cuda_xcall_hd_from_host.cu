__attribute__((host,device)) int both(int x) { return x * 2; }
int host_use() {
  return both(3);
}
