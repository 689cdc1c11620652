// parameters-and-qualifiers: cv-qualifier-seq(opt) ref-qualifier(opt) noexcept-specifier(opt)
// [class.mfct.non.static], [over.match.funcs]: const/volatile and &/&& member functions
template <class T>
struct optional_value {
  T v;
  constexpr T& value() & { return v; }
  constexpr const T& value() const& { return v; }
  constexpr T&& value() && { return static_cast<T&&>(v); }
  constexpr const T&& value() const&& { return static_cast<const T&&>(v); }
  int which() & { return 1; }
  int which() const & { return 2; }
  int which() && { return 3; }
  int which() const && { return 4; }
  int vol() volatile { return 5; }
  int vol() const volatile { return 6; }
  int vol2() const volatile && noexcept { return 7; }
};
struct builder {
  int n = 0;
  builder& add() & { ++n; return *this; }
  builder&& add() && { ++n; return static_cast<builder&&>(*this); }
  int done() const&& { return n; }
  builder operator+(int) const& { return {n + 1}; }
};
int main() {
  optional_value<int> o{1};
  const optional_value<int> co{2};
  volatile optional_value<int> vo{3};
  const volatile optional_value<int> cvo{4};
  int& r = o.value();
  const int& cr = co.value();
  int&& rr = static_cast<optional_value<int>&&>(o).value();
  int sum = o.which() + co.which() + optional_value<int>{5}.which() +
            static_cast<const optional_value<int>&&>(co).which();
  sum += vo.vol() + cvo.vol() + static_cast<const volatile optional_value<int>&&>(cvo).vol2();
  int n = builder{}.add().add().done();
  builder b;
  b.add().add();
  return r + cr + rr + sum + n + b.n + (b + 1).n - 39;
}
