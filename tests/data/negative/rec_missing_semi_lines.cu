struct P { int x; };
void use() {
  P p = {1}
  p.x = 1;
  int q = p.x
  + 2
  + 3;
  q = undefined_here;
}
