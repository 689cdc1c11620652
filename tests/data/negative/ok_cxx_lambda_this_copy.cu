// Members written in a mutable lambda that captured *this, inside const member functions (valid: the reference accepts it).
struct S { int m; mutable int mm; static int sm; int &rm; int *pm; int arr[3];
  void f() const { mm = 1; sm = 2; rm = 3; *pm = 4; pm[1] = 2; }
  void g() const { struct L { int v; void h() { v = 1; } }; auto lam = [this]{ mm++; }; lam(); }
  void h() const { auto lam = [=]() mutable { int m = 0; m = 3; }; lam(); }
  void k() const { S other{*this}; other.m = 3; S *p = const_cast<S*>(this); p->m = 3; const_cast<S*>(this)->m = 4; }
  void l() const { struct X { int q; } x; x.q = 1; }
};
struct U { union { int a; float b; }; void f() { a = 1; b = 2; } };
struct V { int m; void f() const; };
void V::f() const { auto l = [m = this->m]() mutable { m = 5; }; l(); }
