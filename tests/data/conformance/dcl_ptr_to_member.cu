// ptr-operator: nested-name-specifier * attribute-specifier-seq(opt) cv-qualifier-seq(opt)  [dcl.mptr]
// pointers to data members and to member functions with cv- and ref-qualifiers and noexcept, members
// of nested classes and templates, arrays of member pointers, member pointers as template arguments
struct widget {
  int id = 1;
  const int cid = 2;
  double weight = 3.0;
  int arr[2] = {4, 5};
  int get() { return id; }
  int cget() const { return cid; }
  int vget() volatile { return 6; }
  int lget() & { return 7; }
  int rget() && { return 8; }
  int clget() const& noexcept { return 9; }
  struct inner { int deep = 10; };
  inner in;
};
template <class T> struct box { T value; T get() const { return value; } };
int widget::* pm_id = &widget::id;
const int widget::* pm_cid = &widget::cid;
int (widget::* pm_arr)[2] = &widget::arr;
int widget::inner::* pm_deep = &widget::inner::deep;
widget::inner widget::* pm_in = &widget::in;
int (widget::* pf_get)() = &widget::get;
int (widget::* pf_cget)() const = &widget::cget;
int (widget::* pf_vget)() volatile = &widget::vget;
int (widget::* pf_lget)() & = &widget::lget;
int (widget::* pf_rget)() && = &widget::rget;
int (widget::* pf_clget)() const& noexcept = &widget::clget;
int (widget::* table[2])() const = {&widget::cget, &widget::cget};
int widget::* const cpm = &widget::id;
long box<long>::* pm_box = &box<long>::value;
long (box<long>::* pf_box)() const = &box<long>::get;
template <int widget::* M> int read(const widget& w) { return w.*M; }
template <class C, class R> R invoke(R (C::*f)() const, const C& c) { return (c.*f)(); }
int main() {
  widget w;
  widget* wp = &w;
  box<long> b{11};
  return w.*pm_id + wp->*pm_cid + (w.*pm_arr)[1] + (w.*pm_in).*pm_deep + (w.*pf_get)() + (wp->*pf_cget)() + (w.*pf_vget)()
       + (w.*pf_lget)() + (widget{}.*pf_rget)() + (w.*pf_clget)() + (w.*table[1])() + w.*cpm + int(b.*pm_box)
       + int((b.*pf_box)()) + read<&widget::id>(w) + invoke(&widget::cget, w) + int(w.weight) - 97;
}
