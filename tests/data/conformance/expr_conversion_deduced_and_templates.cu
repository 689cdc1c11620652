// conversion-function-id with deduced and template types [class.conv.fct]: operator auto(),
// operator decltype(auto)() used implicitly, conversion templates selected by target type, explicit calls
// x.operator T() inside templates, conversions to reference-to-array and pointer-to-function
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct meters {
  double v;
  constexpr operator auto() const { return v; }
};
struct ref_holder {
  int x;
  constexpr operator decltype(auto)() { return (x); }
};
static_assert(static_cast<double>(meters{1.5}) == 1.5 && meters{2.5} == 2.5);
constexpr double from_auto = meters{0.5};
static_assert(from_auto == 0.5);
constexpr int ref_conv() { ref_holder h{1}; int& r = h; r = 5; return h.x; }
static_assert(ref_conv() == 5);

struct any_number {
  long long v;
  template<class T> constexpr operator T() const { return static_cast<T>(v); }
};
constexpr any_number an{65};
constexpr char ch = an;
constexpr double dbl = an;
static_assert(ch == 'A' && dbl == 65.0 && an.operator int() == 65 && an.operator char() == 'A');
static_assert(static_cast<short>(an) == 65 && int(an) == 65);

template<class To, class From> constexpr To explicit_conv(const From& f) { return static_cast<To>(f); }
static_assert(explicit_conv<long>(an) == 65L);
template<class To, class From> constexpr To plain_conv(const From& f) { return f.operator To(); }
static_assert(plain_conv<unsigned>(an) == 65u);

int arr3[3] = {1, 2, 3};
int fn(int v) { return v; }
using arr_ref = int (&)[3];
struct array_src { operator arr_ref() const { return arr3; } };
using fn_ptr = int (*)(int);
struct fn_src { operator fn_ptr() const { return fn; } };
int use() {
  array_src a;
  int (&r)[3] = a;
  fn_src f;
  return r[2] + f(1) + a.operator arr_ref()[0] + f.operator fn_ptr()(2);
}
