int g;
struct S {
  int a = g;
  int b = later;
  int c[2] = {g, nope};
  void m(int x = yy) {}
  static const int later = 1;
  struct I { int i = S::later + kk; };
};
void f() { struct L { int l = zz; }; }
