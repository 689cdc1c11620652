// Member function templates called with explicit arguments (`x.f<short>()`,
// `x.template f<char>()`, values among them), of class template
// specialisations and of plain classes.
template<class T> struct X { template<class U> U conv() const { return U(); } template<class U> __attribute__((device)) U dconv() const { return U(); } template<int N> __attribute__((device)) int dn() { return N; } };
struct Y { template<class U> __attribute__((device)) U dconv(U u) const { return u; } };
void h() {
  X<char> x; x.conv<long>();
  x.template dconv<char>();
  x.dconv<short>();
  x.dn<3>();
  Y y; y.dconv<int>(2); y.template dconv<long>(3L);
}
