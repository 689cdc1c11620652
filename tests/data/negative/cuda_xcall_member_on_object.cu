struct Acc {
  int v;
  __attribute__((device)) int get() { return v; }
};
int host_use(Acc a) { return a.get(); }
