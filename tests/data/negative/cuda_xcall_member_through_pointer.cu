struct Acc {
  int v;
  __attribute__((device)) void bump() { ++v; }
};
void host_use(Acc *p) { p->bump(); }
