struct S {
  void f() { int a = ; int b = zz; }
  int g() { return y + ; }
  int k;
};
int after = undefined_name;
