// pm-expression [expr.mptr.oper]: .* and ->* with data and function member pointers, on
// lvalues / rvalues / base-class members, precedence relative to unary and multiplicative ops
struct base { int b = 1; constexpr int twice() const { return b * 2; } };
struct widget : base {
  int w = 3;
  int arr[2] = {4, 5};
  constexpr int add(int x) const { return w + x; }
  constexpr int& ref() { return w; }
  constexpr int rv() && { return 100; }
};

constexpr int run() {
  widget obj;
  widget* p = &obj;
  int widget::*pw = &widget::w;
  int base::*pb = &base::b;
  int widget::*pwb = pb;
  int (widget::*parr)[2] = &widget::arr;
  int (widget::*padd)(int) const = &widget::add;
  int (base::*ptwice)() const = &base::twice;
  int& (widget::*pref)() = &widget::ref;
  int (widget::*prv)() && = &widget::rv;
  int r = obj.*pw + p->*pw + obj.*pb + p->*pwb + (obj.*parr)[1] + (p->*parr)[0];
  r += (obj.*padd)(1) + (p->*padd)(2) + (obj.*ptwice)() + (p->*ptwice)();
  (obj.*pref)() = 10;
  r += obj.w + (widget{}.*prv)() + widget{}.*pw;
  obj.*pw += 5;
  p->*pw *= 2;
  return r * 1000 + obj.w;
}
static_assert(run() == 143030);

// .* / ->* bind tighter than * and +, looser than unary operators (-h.*pv would be (-h).*pv)
struct holder { int* ptr; int val; };
constexpr int precedence() {
  int n = 7;
  holder h{&n, 2};
  holder* ph = &h;
  int* holder::*pp = &holder::ptr;
  int holder::*pv = &holder::val;
  return *(h.*pp) + *(ph->*pp) * h.*pv + ph->*pv * 3 + -(h.*pv);
}
static_assert(precedence() == 7 + 14 + 6 - 2);

template<class T, class M, class C> constexpr decltype(auto) project(T&& obj, M C::*pm) { return static_cast<T&&>(obj).*pm; }
template<class C, class R, class... A> constexpr R invoke(R (C::*f)(A...) const, const C& c, A... a) { return (c.*f)(a...); }
constexpr widget gw{};
static_assert(project(gw, &widget::w) == 3 && invoke(&widget::add, gw, 4) == 7);
