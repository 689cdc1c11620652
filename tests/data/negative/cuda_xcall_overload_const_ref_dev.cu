__attribute__((device)) int ref(const int &v) { return v; }
int ref(int &v) { return v + 1; }
int host_use() {
  const int c = 4;
  return ref(c);
}
