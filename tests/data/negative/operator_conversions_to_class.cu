// Operator functions beside conversion functions that yield classes: no
// built-in operator can take such an operand (they take arithmetic,
// pointer and enumeration types, and one user-defined conversion is all a
// sequence may use), so the operator functions decide alone. An explicit
// conversion to a scalar counts only where the operator converts
// contextually (`!`, `&&`, `||`).
struct Days { int n; };
struct Stamp { long t; };
struct Date {
  operator Days() const;
  operator const Stamp &() const;
  explicit operator bool() const;
  int v;
};
__attribute__((device)) bool operator==(const Date &, const Date &);
bool operator<(const Date &, const Date &);
__attribute__((device)) Date operator+(const Date &, const Days &);
bool h(Date a, Date b, Days d) {
  bool r = a == b;
  r = r || a < b;
  Date c = a + d;
  return r && !c;
}
