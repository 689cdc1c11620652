// [dcl.mptr] [expr.mptr.oper] [expr.unary.op]: ptr-operator nested-name-specifier * in
// declarators (int S::*p, int (S::*pf)(int), T C::* in templates) vs &S::m and
// the .* / ->* operators; member pointers to members of nested and dependent classes
struct point { int x, y; int sum() const { return x + y; } int scale(int k) const { return x * k; } };
struct outer { struct inner { int v; int get() const { return v; } }; };
template <class C, class M> M get_member(const C& c, M C::*pm) { return c.*pm; }
template <class C, class R, class... A> R call_member(const C& c, R (C::*pf)(A...) const, A... a) { return (c.*pf)(a...); }
template <class T> struct field_ref { int T::*pm; int read(const T& t) const { return t.*pm; } };
int point::*choose(bool first) { return first ? &point::x : &point::y; }
int (point::*pick_fn())(int) const { return &point::scale; }
int main() {
  point p{2, 3};
  point* pp = &p;
  int point::*px = &point::x;                       // pointer to data member
  int point::*const py = &point::y;
  int (point::*pf)() const = &point::sum;           // pointer to member function
  int (point::*pk)(int) const = pick_fn();
  int outer::inner::*pv = &outer::inner::v;         // nested class member
  int (outer::inner::*pg)() const = &outer::inner::get;
  outer::inner in{7};
  field_ref<point> fr{&point::y};
  int point::*arr[2] = {&point::x, &point::y};      // array of member pointers
  int r = p.*px + pp->*py + (p.*pf)() + (pp->*pk)(2) + in.*pv + (in.*pg)() + fr.read(p);
  r += get_member(p, &point::x) + call_member(p, &point::scale, 3) + p.*choose(false) + p.*arr[0];
  return r - 42;
}
