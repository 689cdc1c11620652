struct Acc {
  int v;
  __attribute__((device)) int raw() { return v; }
  int cooked() { return raw() + 1; }
};
