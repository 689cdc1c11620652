struct B { __attribute__((device)) void f(double) {} __attribute__((device)) void g() {} };
struct D : B { void f(int) {} };
template<class T> struct TB { __attribute__((device)) void f(double) {} };
template<class T> struct TD : TB<T> { void f(int) {} };
__attribute__((device)) int outer(double) { return 0; }
namespace n { int outer(int) { return 1; } void use() { outer(1.5); } }
void h() {
  D d; d.f(1.0);
  TD<int> td; td.f(2.0);
  { int outer(int); outer(2.5); }
  d.g();
}
