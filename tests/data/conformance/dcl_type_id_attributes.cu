// type-specifier-seq: type-specifier attribute-specifier-seq(opt) | type-specifier type-specifier-seq;
// noptr-abstract-declarator: ... [ constant-expression(opt) ] attribute-specifier-seq(opt)  [dcl.name], [dcl.array]
// noptr-new-declarator: [ expression(opt) ] attribute-specifier-seq(opt)  [expr.new]
// attributes inside type-ids: alias-declarations, template arguments, sizeof/alignof, casts,
// trailing return types, conversion-type-ids and array new-declarators
template <class T> struct box { T value; };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
using int_t = int [[]];
using cptr_t = const int [[]] *;
using arr_t = int [4] [[]];
using arr2_t = int [[]] [2] [[]] [3];
using lref_t = int & [[]];
using fn_ref_t = int (& [[]])(int);
static_assert(same<int_t, int>::value && same<cptr_t, const int*>::value, "");
static_assert(same<arr_t, int[4]>::value && same<arr2_t, int[2][3]>::value && same<lref_t, int&>::value, "");
static_assert(sizeof(int [[]]) == sizeof(int) && sizeof(char [[]] [8]) == 8 && alignof(long [[]]) == alignof(long), "");
static_assert(sizeof(box<int [[]]>) == sizeof(int) && sizeof(box<short [3] [[]]>) == 3 * sizeof(short), "");
static_assert(same<box<int && [[]]>, box<int&&>>::value, "");
auto trailing() -> long [[]] { return 5; }
auto trailing_ptr() -> const char [[]] * { return "x"; }
struct meters {
  double v;
  operator double [[]] () const { return v; }
  explicit operator int [[]] * () const { return nullptr; }
};
int twice(int x) { return 2 * x; }
int main() {
  int i = 7;
  int& r = static_cast<int & [[]]>(i);
  long l = (long [[]]) i;
  unsigned u = static_cast<unsigned [[]]>(i);
  int (*m)[4] = new int[3] [[]] [4] [[]];
  fn_ref_t fr = twice;
  meters mm{1.5};
  double d = mm;
  int r2 = r + int(l) + int(u) + int(trailing()) + (trailing_ptr()[0] == 'x') + fr(1) + int(d) + (static_cast<int*>(mm) == nullptr);
  delete[] m;
  return r2 - 31;
}
