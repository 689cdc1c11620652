struct Acc {
  int v;
  __attribute__((device)) int raw() { return v; }
  __attribute__((device)) int cooked() { return raw() + 1; }
};
int host_use(Acc *p) { return p->v; }
