struct A {
  int x
  void m() { return; }
};
namespace N {
  int q = ;
  void g() {
    int r = 1 + ;
    undeclared_fn();
  }
}
int main() {
  A a;
  a.x = 1 2;
  N::g();
  return 0
}
