// using-declaration: using using-declarator-list ;  [namespace.udecl]
// at namespace and block scope; functions (overload sets), types, variables, enumerators;
// in classes: base members, constructors (inheriting), access changes, hiding and overriding
namespace lib {
int f(int) { return 1; }
int f(double) { return 2; }
struct type {};
int value = 3;
enum e { e_one = 1 };
template <class T> T id(T t) { return t; }
}
using lib::f;
using lib::type;
using lib::e_one;
namespace mine { using lib::value; using lib::id; }
int f(char) { return 4; }
struct base {
  base(int) {}
  base(int, int) {}
  int g() { return 5; }
  int g(int) { return 6; }
protected:
  int prot = 7;
  using size_type = unsigned;
};
struct derived : base {
  using base::base;
  using base::g;
  using base::prot;
  using base::size_type;
  int g(char) { return 8; }
};
template <class T> struct dep : T {
  using T::g;
  using typename T::size_type;
  size_type sz() { return 1; }
};
int main() {
  using lib::value;
  type t; (void)t;
  derived d(1, 2);
  dep<derived> dd{derived(0)};
  return f(1) + f(1.0) + f('c') + mine::value + e_one + mine::id(0) + d.g() + d.g(1) + d.g('c') + d.prot + int(dd.sz()) + value - 41;
}
