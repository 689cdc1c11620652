// address of overloaded function [over.over]: the target type selects the overload in
// initialization, assignment, argument, return, cast, template argument, explicit template args
int f(int x) { return x; }
int f(double) { return 2; }
long f(int, int) { return 3; }
template <class T> T g(T t) { return t; }
int g(char) { return 4; }
struct s {
  int m(int) { return 5; }
  int m(int) const { return 6; }
  static int sm(int) { return 7; }
  static int sm(double) { return 8; }
};
using fp_int = int (*)(int);
int apply(fp_int fp, int v) { return fp(v); }
fp_int choose() { return &f; }
template <fp_int F> int call_tmpl(int v) { return F(v); }
template <class R, class A> R call_deduced(R (*fp)(A), A a) { return fp(a); }
int main() {
  int (*p1)(int) = &f;
  int (*p2)(double) = f;
  long (*p3)(int, int) = &f;
  int (&r1)(int) = f;
  fp_int p4;
  p4 = &f;
  auto p5 = static_cast<int (*)(double)>(&f);
  auto p6 = &g<long>;
  int (*p7)(char) = &g;
  double (*p8)(double) = &g;
  int (s::*pm1)(int) = &s::m;
  int (s::*pm2)(int) const = &s::m;
  int (*ps)(double) = &s::sm;
  int (*ps2)(int) = s::sm;
  s obj;
  int r = p1(1) + p2(0) + int(p3(0, 0)) + r1(1) + p4(1) + p5(0) + int(p6(1)) + p7('a') + int(p8(1));
  r += (obj.*pm1)(0) + (obj.*pm2)(0) + ps(0) + ps2(0);
  r += apply(f, 1) + apply(&g<int>, 1) + choose()(1) + call_tmpl<f>(1) + call_tmpl<&g<int>>(1);
  r += call_deduced<int, int>(f, 1) + int(call_deduced<long>(&g, 1L));
  return r - 61;
}
