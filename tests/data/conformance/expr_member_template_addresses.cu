// address of member template specializations and template-ids in pointer-to-member contexts
// [expr.unary.op]/4, [temp.arg.explicit]: &C::f<T>, &C::template f<T>, &C::sf<T>, as NTTPs
struct algo {
  template<class T> constexpr T twice(T v) const { return v + v; }
  template<class T> static constexpr T neg(T v) { return -v; }
  template<int N> constexpr int add(int v) const { return v + N; }
  template<class T> static constexpr T zero = T(0);
  int data = 3;
};

constexpr int (algo::*pt)(int) const = &algo::twice<int>;
constexpr long (algo::*pl)(long) const = &algo::twice;
constexpr double (*pn)(double) = &algo::neg<double>;
constexpr int (*pn2)(int) = algo::neg;
constexpr int (algo::*pa)(int) const = &algo::add<5>;
static_assert((algo{}.*pt)(2) == 4 && (algo{}.*pl)(3L) == 6L && pn(1.5) == -1.5 && pn2(2) == -2);
static_assert((algo{}.*pa)(1) == 6);
static_assert(&algo::zero<int> != nullptr && *&algo::zero<long> == 0L);

template<class C> constexpr int via_dependent() {
  int (C::*p)(int) const = &C::template twice<int>;
  int (*s)(int) = &C::template neg<int>;
  return (C{}.*p)(5) + s(1) + C::template zero<int>;
}
static_assert(via_dependent<algo>() == 9);

template<int (algo::*PM)(int) const> struct bound_member {
  static constexpr int call(int v) { return (algo{}.*PM)(v); }
};
static_assert(bound_member<&algo::twice<int>>::call(4) == 8 && bound_member<&algo::add<2>>::call(1) == 3);
template<int algo::*PD> struct bound_data { static constexpr int get() { return algo{}.*PD; } };
static_assert(bound_data<&algo::data>::get() == 3);

template<class F> struct fn_traits;
template<class R, class C, class A> struct fn_traits<R (C::*)(A) const> { using result = R; using arg = A; };
static_assert(__is_same(fn_traits<decltype(&algo::twice<char>)>::result, char));
template<class T> constexpr T apply_free(T (*f)(T), T v) { return f(v); }
static_assert(apply_free(&algo::neg<int>, 3) == -3 && apply_free<long>(algo::neg, 4L) == -4L);
