struct Acc {
  int v;
  __attribute__((device)) int raw() const { return v; }
  __attribute__((host,device)) int both() const { return raw() * 2; }
};
