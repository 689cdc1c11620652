__attribute__((device)) int dev_val() { return 7; }
__attribute__((host,device)) int both(int x) {
  return x + dev_val();
}
