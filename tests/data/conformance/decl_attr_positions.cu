// attribute-specifier-seq in every declaration position [dcl.attr.grammar], [dcl.pre], [dcl.decl],
// [dcl.ptr], [dcl.array], [dcl.fct], [class.pre], [class.derived]: leading, after declarator-id,
// after decl-specifier-seq, on pointer operators, array and function declarators, class heads, bases
[[maybe_unused]] static int leading = 1;
static int after_id [[maybe_unused]] = 2;
int [[]] after_type = 3;
int * [[]] ptr_attr = nullptr;
int & [[]] ref_attr = after_type;
int && [[]] rref_attr = 4;
int arr_attr [[]] [4] [[]] = {};
int fn_attr(int) [[]];
int fn_attr(int x) { return x; }
[[nodiscard]] int leading_fn() { return 5; }
int after_id_fn [[nodiscard]] () { return 6; }
struct [[]] base1 { int b1 = 1; };
struct [[maybe_unused]] base2 { int b2 = 2; };
struct [[]] derived final : [[]] base1, [[]] public base2 {
  [[maybe_unused]] int member = 0;
  int after [[maybe_unused]] = 0;
  [[nodiscard]] int get() const { return b1 + b2; }
  static int [[]] smember;
};
int derived::smember = 0;
struct S { int m; };
int S::* [[]] pm = &S::m;
using fptr [[]] = int (*)(int) [[]];
int param_attrs([[maybe_unused]] int a, int b [[maybe_unused]], [[]] int (*cb)(int) [[]]) { return cb(b); }
template <class T> [[nodiscard]] T tmpl(T [[]] v) { return v; }
int main() {
  [[maybe_unused]] int local [[]] = 0, other [[maybe_unused]];
  fptr f = fn_attr;
  derived d{};
  int r = d.get() + leading_fn() + after_id_fn() + tmpl(1) + param_attrs(0, 1, f) + *arr_attr;
  return r + leading + after_id + after_type + (ptr_attr == nullptr) + ref_attr + rref_attr + (pm != nullptr) - 28;
}
