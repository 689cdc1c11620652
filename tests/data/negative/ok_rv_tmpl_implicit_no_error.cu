struct C1 { __attribute__((device)) C1() {} __attribute__((device)) ~C1() {} __attribute__((device)) C1(const C1&) {} };
template<class T> struct M { T c; };
struct M2 { C1 c; M2() = default; };
template<class T> struct B : T { };
struct HD { __attribute__((host)) __attribute__((device)) HD() {} __attribute__((host)) __attribute__((device)) ~HD() {} };
template<class T> struct W { HD h; T t; };
void take(M<C1>);
void h() {
  M<C1> m;
  M2 m2;
  B<C1> b;
  W<int> w;
  M<C1> copy = m;
  M<C1>* p = new M<C1>;
  delete p;
}
