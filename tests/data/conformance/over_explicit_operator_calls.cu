// operator-function-id and conversion-function-id used as id-expressions [over.oper]/7:
// explicit calls x.operator@(y), operator@(x, y), ptr->operator(), qualified B::operator=
struct base {
  int v = 1;
  base& operator=(const base& o) { v = o.v; return *this; }
  int operator()(int x) const { return x + v; }
  int operator[](int i) const { return i * v; }
  operator long() const { return v * 10; }
  bool operator<(const base& o) const { return v < o.v; }
};
struct derived : base {
  int w = 2;
  derived& operator=(const derived& o) { base::operator=(o); w = o.w; return *this; }
  using base::operator();
  int operator()() const { return w; }
};
int operator+(const base& a, const base& b) { return a.v + b.v; }
template <class T> bool less(const T& a, const T& b) { return a.operator<(b); }
template <class T> auto invoke_call(const T& t) -> decltype(t.operator()(1)) { return t.operator()(1); }
int main() {
  base b;
  derived d, e;
  d = e;
  d.base::operator=(b);
  base* pb = &d;
  int r = b.operator()(1) + pb->operator()(2) + d.operator()() + b.operator[](3);
  r += static_cast<int>(b.operator long()) + operator+(b, d) + less<base>(b, d) + invoke_call(b);
  auto pm = &base::operator[];
  auto pc = &base::operator long;
  auto pf = &operator+;
  r += (b.*pm)(4) + int((b.*pc)()) + pf(b, b);
  return r - 53;
}
