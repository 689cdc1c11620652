__attribute__((global)) void kern(int *p) { *p = 0; }
void launch(int *p) {
  kern(p);
}
