struct D1 { __attribute__((device)) ~D1() {} };
struct C1 { __attribute__((device)) C1() {} };
struct M { C1 c; };
struct V { __attribute__((device)) virtual int f() { return 0; } };
struct VD : V { int f() { return 1; } };
template<class T> struct TD { __attribute__((device)) ~TD() {} };
struct N { __attribute__((device)) void* operator new(unsigned long n) { return 0; } };
__attribute__((device)) int dfun() { return 0; }
template<class T> void uninst() { dfun(); }
void h() {
  D1 d;
  M m;
  V* v = 0; v->f();
  auto p = &dfun;
  int (*fp)() = dfun;
  TD<int> td;
  N* n = new N;
}
