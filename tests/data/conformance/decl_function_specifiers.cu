// conformance program decl_function_specifiers: valid C++17 accepted by the reference front end
// function-specifier: virtual | explicit-specifier  [dcl.fct.spec]; with inline, override, final,
// = 0, and in various orders relative to other decl-specifiers
struct shape {
  virtual ~shape() = default;
  virtual double area() const = 0;
  virtual const char* name() const { return "shape"; }
  inline virtual int sides() const { return 0; }
  virtual shape* clone() const = 0;
};
struct square final : shape {
  double s;
  explicit square(double v) : s(v) {}
  explicit operator bool() const { return s > 0; }
  double area() const override { return s * s; }
  const char* name() const final { return "square"; }
  virtual int sides() const override final { return 4; }
  square* clone() const override { return new square(*this); }
};
struct celsius {
  double deg;
  constexpr explicit celsius(double d) : deg(d) {}
  template <class T> explicit celsius(T* p) : deg(*p) {}
  explicit constexpr operator double() const { return deg; }
};
inline int helper() { return 1; }
int inline swapped() { return 2; }
static inline int both() { return 3; }
constexpr inline int ci() { return 4; }
int main() {
  square sq(2.0);
  shape& s = sq;
  shape* c = s.clone();
  celsius t(21.5);
  double d = 20;
  celsius u(&d);
  int r = int(s.area()) + s.sides() + (s.name()[0] == 's') + static_cast<bool>(sq) + int(static_cast<double>(t)) + int(double(u));
  delete c;
  return r + helper() + swapped() + both() + ci() - 60;
}
