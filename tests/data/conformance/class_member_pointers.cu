// ptr-operator: nested-name-specifier * cv-qualifier-seq(opt) [dcl.mptr], [expr.mptr.oper]
// pointers to data members and member functions, .* and ->*, in templates (invoke-like)
struct widget {
  int width = 3, height = 4;
  const int fixed = 1;
  int area() const { return width * height; }
  int scale(int f) { return width *= f; }
  virtual int kind() const { return 1; }
  static int count;
  int widget::* selected = &widget::width;
};
int widget::count = 0;
struct fancy : widget { int kind() const override { return 2; } };
template <class C, class R> R get_member(C& obj, R C::* pm) { return obj.*pm; }
template <class F, class C, class... A>
auto invoke_member(F C::* pmf, C* obj, A... args) -> decltype((obj->*pmf)(args...)) {
  return (obj->*pmf)(args...);
}
template <class T, int T::* P> struct member_ref { static int get(T& t) { return t.*P; } };
int main() {
  widget w;
  fancy f;
  int widget::* pm = &widget::height;
  const int widget::* pcm = &widget::fixed;
  int (widget::*pa)() const = &widget::area;
  int (widget::*ps)(int) = &widget::scale;
  using kind_fn = int (widget::*)() const;
  kind_fn pk = &widget::kind;
  int widget::* const widget::* pps = &widget::selected;
  int* pcount = &widget::count;
  widget* pw = &f;
  int r = w.*pm + w.*pcm + (w.*pa)() + (pw->*pk)() + (w.*(w.*pps));
  r += (w.*ps)(2) + get_member(w, &widget::height) + invoke_member(&widget::area, &w);
  r += member_ref<widget, &widget::width>::get(w);
  bool eq = pm == &widget::height && pk != nullptr;
  return r + *pcount + eq - 55;
}
