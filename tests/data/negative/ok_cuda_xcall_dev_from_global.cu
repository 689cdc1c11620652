__attribute__((device)) void dev_work(int *p) { *p = 1; }
__attribute__((global)) void kern(int *p) {
  dev_work(p);
}
