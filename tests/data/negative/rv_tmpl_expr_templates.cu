template<class E> struct expr { const E& self() const { return static_cast<const E&>(*this); } };
template<class L, class R> struct add_expr : expr<add_expr<L, R> > {
  const L& l; const R& r;
  add_expr(const L& a, const R& b) : l(a), r(b) {}
  double operator[](int i) const { return l[i] + r[i]; }
};
template<class L, class R> struct mul_expr : expr<mul_expr<L, R> > {
  const L& l; const R& r;
  mul_expr(const L& a, const R& b) : l(a), r(b) {}
  double operator[](int i) const { return l[i] * r[i]; }
};
struct vecd : expr<vecd> {
  double d[4];
  double operator[](int i) const { return d[i]; }
  double& operator[](int i) { return d[i]; }
  template<class E> vecd& operator=(const expr<E>& e) { for (int i = 0; i < 4; ++i) d[i] = e.self()[i]; return *this; }
  __attribute__((device)) double dnorm() const { return 0; }
};
template<class L, class R> add_expr<L, R> operator+(const expr<L>& a, const expr<R>& b) { return add_expr<L, R>(a.self(), b.self()); }
template<class L, class R> mul_expr<L, R> operator*(const expr<L>& a, const expr<R>& b) { return mul_expr<L, R>(a.self(), b.self()); }
void h() {
  vecd a{}, b{}, c{};
  c = a + b;
  c = a * b + c;
  c = (a + b) * (b + c);
  double x = (a + b)[0];
  c.dnorm();
}
