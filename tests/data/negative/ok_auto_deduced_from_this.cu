// In a class template, an `auto` local deduced from `this` or `*this` is
// dependent to the reference: calls through it wait for instantiation.
struct B { __attribute__((device)) int f(); };
template<class T> struct K : B {
  int m10() { auto &s = *this; return s.f(); }
  int m16() { auto p = this; return p->f(); }
};
template<class T> struct K2 : B { int n10() { auto k = *this; return k.f(); } };
int main() { return 0; }
