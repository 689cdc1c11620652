// C++17 conformance: disambiguation
// [expr.cast] [expr.type.conv] [dcl.ambig.res]: (T)(x) is a cast when T is a type but a call
// when T is an expression; (T)+x, (T)*p, (T)&x are casts; named casts take a type-id
struct celsius { double v; explicit operator double() const { return v; } };
using real = double;
using fnp = int (*)(int);
int negate(int x) { return -x; }
int main() {
  int x = 3, a = 4;
  int* p = &x;
  real r1 = (real)(x);                  // cast
  int c1 = (negate)(x);                 // call: negate is a function
  auto f = negate;
  int c2 = (f)(a);                      // call through variable
  int s1 = (int)+x;                     // cast of unary plus
  int s2 = (a)+x;                       // addition: a is a variable
  int s3 = (int)*p;                     // cast of dereference
  int s4 = (a)*x;                       // multiplication
  long s5 = (long)-x;
  int s6 = (a)-x;
  auto q = (const int*)&x;
  int s7 = (a)&x;                       // bitwise and
  double d = (double)celsius{2.5};
  fnp g = (fnp)negate;
  fnp h = static_cast<int (*)(int)>(negate);
  real r2 = static_cast<real>(x);
  const volatile int* cv = const_cast<const volatile int*>(p);
  unsigned long addr = reinterpret_cast<unsigned long>(p);
  int&& rr = static_cast<int&&>(a);
  int arr[2] = {1, 2};
  int (&ref)[2] = static_cast<int (&)[2]>(arr);
  auto lam = (int (*)(int))[](int v) { return v; };
  return (int)r1 + c1 + c2 + s1 + s2 + s3 + s4 + int(s5) + s6 + *q + s7 + (int)d + g(1) + h(1) +
         (int)r2 + *cv + (addr != 0) + rr + ref[1] + lam(1) - 29;
}
