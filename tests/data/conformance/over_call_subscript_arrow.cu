// operator() [over.call], operator[] [over.sub], operator-> [over.ref] as members
// function objects, overloaded/templated call operators, chained arrow, const overloads
struct plus {
  template <class T, class U> constexpr auto operator()(T a, U b) const -> decltype(a + b) { return a + b; }
};
struct counter_fn {
  int calls = 0;
  int operator()() { return ++calls; }
  int operator()(int x) const { return x; }
  int operator()(int x, int y, int z = 0) const { return x + y + z; }
};
template <class T, unsigned N>
struct array {
  T elems[N];
  constexpr T& operator[](unsigned i) { return elems[i]; }
  constexpr const T& operator[](unsigned i) const { return elems[i]; }
};
struct matrix_row { int* row; int& operator[](int j) const { return row[j]; } };
struct matrix { int d[2][2]; matrix_row operator[](int i) { return {d[i]}; } };
struct record { int value = 9; int get() const { return value; } };
struct inner_ptr { record* r; record* operator->() const { return r; } };
struct outer_ptr { inner_ptr ip; inner_ptr operator->() const { return ip; } };
template <class T> struct smart { T* p; T* operator->() const noexcept { return p; } T& operator*() const { return *p; } };
struct string_map { int operator[](const char* s) const { return s[0]; } };
int main() {
  constexpr plus p{};
  static_assert(p(1, 2.5) == 3.5, "");
  counter_fn c;
  c(); c();
  const counter_fn& cc = c;
  array<int, 3> a{{1, 2, 3}};
  a[1] = 5;
  constexpr array<int, 2> ca{{7, 8}};
  static_assert(ca[1] == 8, "");
  matrix m{{{1, 2}, {3, 4}}};
  m[1][0] = 6;
  record r;
  outer_ptr op{{&r}};
  smart<record> sp{&r};
  string_map sm;
  return c.calls + cc(4) + cc(1, 2) + cc(1, 2, 3) + a[1] + m[1][0] + op->value + op->get() + sp->get() +
         (*sp).value + a.operator[](2) + c.operator()(1) + sm["A"] - 130;
}
