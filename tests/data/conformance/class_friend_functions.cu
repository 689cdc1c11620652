// member-declaration: friend function declarations and hidden friends [class.friend]
// friend declarations, friend definitions found by ADL only, friend members of other classes
namespace lib {
struct ratio;
struct printer { int print(const ratio&); };
struct ratio {
  ratio(int n, int d) : num(n), den(d) {}
  friend ratio operator+(const ratio& a, const ratio& b) { return {a.num * b.den + b.num * a.den, a.den * b.den}; }
  friend bool operator==(const ratio& a, const ratio& b) noexcept { return a.num * b.den == b.num * a.den; }
  friend void swap(ratio& a, ratio& b) noexcept { ratio t = a; a = b; b = t; }
  friend int numerator(const ratio&);
  friend int printer::print(const ratio&);
  friend constexpr int tag(ratio*) { return 7; }
  friend inline int inline_friend(const ratio& r) { return r.den; }
private:
  int num, den;
};
int numerator(const ratio& r) { return r.num; }
int printer::print(const ratio& r) { return r.num + r.den; }
}
template <class T>
struct wrapper {
  T v;
  friend wrapper operator*(wrapper a, wrapper b) { return {a.v * b.v}; }
  friend auto get(const wrapper& w) -> const T& { return w.v; }
};
int main() {
  lib::ratio a(1, 2), b(1, 3);
  lib::ratio c = a + b;
  swap(a, b);
  wrapper<int> w{3};
  wrapper<double> wd{1.5};
  (void)(wd * wd);
  lib::printer p;
  return (c == lib::ratio(5, 6) ? 0 : 1) + numerator(c) - 5 + p.print(a) - 4 + get(w * w) - 9 +
         tag(static_cast<lib::ratio*>(nullptr)) - 7 + inline_friend(c) - 6;
}
