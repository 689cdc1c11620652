// conformance program decl_constexpr_vars: valid C++17 accepted by the reference front end
// decl-specifier constexpr [dcl.constexpr]: variables, static data members, functions,
// constructors, member functions, references and pointers to static storage, constexpr arrays
struct complex {
  double re, im;
  constexpr complex(double r = 0, double i = 0) : re(r), im(i) {}
  constexpr complex operator*(const complex& o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
  constexpr double norm() const { return re * re + im * im; }
};
constexpr complex i{0, 1};
constexpr complex minus_one = i * i;
static_assert(minus_one.re == -1 && minus_one.im == 0);
constexpr int table[] = {1, 1, 2, 6, 24, 120};
constexpr const int* fifth = &table[5];
constexpr const int& third = table[3];
static_assert(*fifth == 120 && third == 6);
struct limits {
  static constexpr int digits = 31;
  static constexpr complex unit{1, 0};
  static constexpr const char* name = "int";
  constexpr static int bits() { return digits + 1; }
};
static_assert(limits::bits() == 32 && limits::unit.norm() == 1 && limits::name[0] == 'i');
constexpr auto square = [](int x) constexpr { return x * x; };
static_assert(square(7) == 49);
template <class T> constexpr T abs(T v) { return v < 0 ? -v : v; }
constexpr long l = abs(-5L);
int constexpr swapped_order = 3;
static_assert(l == 5 && swapped_order == 3);
int main() {
  constexpr int local = table[2] + 1;
  static constexpr int slocal = local * 2;
  return local + slocal - 9;
}
