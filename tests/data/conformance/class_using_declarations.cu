// using-declaration in class scope [namespace.udecl]: bringing base overloads into scope,
// changing access, hiding/overriding interplay, using for operators, conversion functions, enums
struct base {
  int f(int) { return 1; }
  int f(double) { return 2; }
  int g() const { return 3; }
  operator long() const { return 4; }
  base& operator+=(int) { return *this; }
  int operator()(int) const { return 5; }
  enum kind { small, large };
  struct nested { int v = 6; };
  static int s() { return 7; }
protected:
  int prot = 8;
  int hidden_f() { return 9; }
};
struct derived : base {
  using base::f;
  int f(char) { return 10; }
  using base::operator long;
  using base::operator+=;
  using base::operator();
  derived& operator+=(double) { return *this; }
  using base::kind;
  using base::nested;
  using base::s;
  using base::prot;
  using base::hidden_f;
};
struct private_base { int x = 11; int y() { return 12; } };
struct restrict_access : private private_base { using private_base::x; using private_base::y; };
template <class B>
struct generic : B {
  using B::f;
  using typename B::nested;
  int f(long) { return 13; }
  nested make() { return nested(); }
};
int main() {
  derived d;
  d += 1;
  d += 1.0;
  restrict_access r;
  generic<base> gb;
  int sum = d.f(1) + d.f(1.0) + d.f('c') + d.g() + int(long(d)) + d(0) + d.large + derived::nested().v + derived::s();
  sum += d.prot + d.hidden_f() + r.x + r.y() + gb.f(1L) + gb.f(1) + gb.make().v;
  return sum - (1 + 2 + 10 + 3 + 4 + 5 + 1 + 6 + 7 + 8 + 9 + 11 + 12 + 13 + 1 + 6);
}
