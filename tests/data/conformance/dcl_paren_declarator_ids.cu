// noptr-declarator: ( ptr-declarator ) around a declarator-id [dcl.meaning]; [class.ctor]/1, [class.dtor]/1,
// [class.conv.fct]/1: constructor, destructor and conversion-function declarators may have "optional
// surrounding parentheses"; the (min)/(max) idiom used by libraries to dodge function-like macros
template <class T> struct numeric_limits {
  static constexpr T (min)() noexcept { return T(0); }
  static constexpr T (max)() noexcept { return T(127); }
  static constexpr T (lowest)() noexcept;
};
template <class T> constexpr T (numeric_limits<T>::lowest)() noexcept { return T(-128); }
template <class T> constexpr const T& (min)(const T& a, const T& b) { return b < a ? b : a; }
template <class T> constexpr const T& (max)(const T& a, const T& b) { return a < b ? b : a; }
struct counter {
  int n;
  (counter)(int v);
  (counter)();
  (~counter)();
  (operator int)() const;
  int (value)() const { return n; }
  static int (instances);
  bool (operator==)(const counter& o) const { return n == o.n; }
};
int (counter::instances) = 0;
(counter::counter)(int v) : n(v) { ++instances; }
counter::counter() : n(0) { ++instances; }
(counter::~counter)() { --instances; }
(counter::operator int)() const { return n; }
namespace util { int (twice)(int); }
int (util::twice)(int (x)) { return 2 * x; }
static_assert((numeric_limits<int>::max)() == 127 && (numeric_limits<int>::min)() == 0, "");
static_assert((numeric_limits<int>::lowest)() == -128 && (min)(3, 4) == 3 && (max)(3, 4) == 4, "");
int main() {
  counter a(5), b;
  int as_int = a;
  return as_int + b.value() + counter::instances + (a == counter(5)) + util::twice(1) - 10;
}
