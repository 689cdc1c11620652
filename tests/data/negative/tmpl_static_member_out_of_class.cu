// A static constant member defined again out of its class without an
// initialiser (as <ratio> does for num and den): its value is still the
// in-class initialiser's, so the specialisations computed from it are known
// and the calls through their members are checked.
template <long X, long Y> struct gcd { static const long value = gcd<Y, X % Y>::value; };
template <long X> struct gcd<X, 0> { static const long value = X; };
template <long N, long D = 1> struct rat {
  static constexpr long g = gcd<N, D>::value;
  static constexpr long num = N / g;
  static constexpr long den = D / g;
  using type = rat<num, den>;
};
template <long N, long D> constexpr long rat<N, D>::num;
template <long N, long D> constexpr long rat<N, D>::den;
struct Dev { __attribute__((device)) int dm() const; int hm() const; };
struct Host { int hm() const; };
template <class R> struct unit { typedef Host type; };
template <> struct unit<rat<1, 1000> > { typedef Dev type; };
int h() {
  unit<rat<3, 3000>::type>::type milli;
  unit<rat<2, 1>::type>::type whole;
  return milli.hm() + milli.dm() + whole.hm();
}
