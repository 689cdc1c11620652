// Calls that two or more functions match equally well (every conversion
// between arithmetic types): the reference lists the functions no other
// beats, in the order they were declared, each where it is declared (its
// definition once it has one; another file by name), then the argument
// types (no line without arguments) and, for a member call, the object
// type. Execution spaces do not take part in the ranking.
# 1 "call_ambiguous_overloads.cu"
# 1 "overloads/other.h" 1
void f(int);
void f(float);
# 9 "call_ambiguous_overloads.cu" 2
void f(long);
void f(...);
void g(int, int);
void g(long, long);
void g(double, int);
namespace N { void h(int); void h(float); }
struct S { void m(int); void m(float); static void s(int); static void s(float); };
typedef unsigned int u32;
__attribute__((device)) void dev(u32);
__attribute__((device)) void dev(float);
__attribute__((host)) __attribute__((device)) void both(float);
__attribute__((device)) void both(int);
void k(char);
void k(short);
void d(int, int = 2);
void d(long, long = 3);
void z(int = 0);
void z(long = 0);
void call(double x, S &obj, unsigned long long big) {
  f(x);
  g(1, 2L);
  g(1.0, 2L);
  N::h(2.0);
  obj.m(1.0);
  S::s(1.0);
  dev(big);
  both(x);
  k(1);
  d(1.0);
  z();
}
__attribute__((device)) void device_call(double x) { both(x); }
__attribute__((global)) void kernel(double x) { N::h(x); }
