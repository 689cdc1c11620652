// initialisations from another class's object that the reference accepts: copy-initialisation
// takes no explicit conversion function, a host-device one may be called from anywhere, and a
// constructor the object may convert for is left alone
struct W { W() = default; W(int); };
struct X { X() = default; };
struct A {
  explicit __attribute__((device)) operator X() const;
  __attribute__((host)) __attribute__((device)) operator W() const;
  operator int() const;
};
void f1(const A &a) { W w(a); (void)w; }
struct B { __attribute__((host)) __attribute__((device)) explicit operator X() const; };
void f2(B b) { X x(b); X y = X(b); (void)x; (void)y; }
struct C { explicit operator X() const; __attribute__((device)) operator int() const; };
void f3(C c) { X x(c); (void)x; }
