void f(int x) {
  if (x 1) x = 2; else x = 3;
  while (x 1) { x = 2; }
  for (int i = 0; i < x i++) { x = i; }
  switch (x 1) { case 1: x = yy; break; }
  do { x++; } while (x 1);
  int b = zz;
}
void g(int x) {
  if (x != 0 {
    x = 1;
  }
  int c = ww;
}
void h(int x) {
  if (1 2 {} int b = zz; } int c = vv;
