// address of an overload set [over.over]: resolved by initialisation target, assignment,
// parameter type, cast, return type, non-type template argument, explicit template arguments
constexpr int f(int v) { return v; }
constexpr long f(long v) { return v * 2; }
constexpr double f(double v) { return v * 3; }
template<class T> constexpr T g(T v) { return v + 1; }
struct S {
  constexpr int m(int v) const { return v; }
  constexpr int m(long v) const { return int(v) * 2; }
  static constexpr int s(int v) { return v; }
  static constexpr int s(char v) { return v * 2; }
};

constexpr int (*pi)(int) = f;
constexpr long (*pl)(long) = &f;
constexpr double (&rd)(double) = f;
static_assert(pi(1) == 1 && pl(1) == 2 && rd(1) == 3);
static_assert(static_cast<long (*)(long)>(f)(2) == 4 && static_cast<double (*)(double)>(&f)(1) == 3);

constexpr int call_with(int (*fn)(int), int v) { return fn(v); }
static_assert(call_with(f, 5) == 5 && call_with(g, 5) == 6 && call_with(&g<int>, 1) == 2);
constexpr long (*select())(long) { return f; }
static_assert(select()(3) == 6);

constexpr int (S::*pm)(long) const = &S::m;
constexpr int (*ps)(char) = &S::s;
static_assert((S{}.*pm)(3) == 6 && ps(2) == 4);

template<int (*F)(int)> struct bound { static constexpr int call(int v) { return F(v); } };
static_assert(bound<f>::call(9) == 9 && bound<&g<int>>::call(9) == 10 && bound<S::s>::call(1) == 1);

constexpr int assign() {
  double (*p)(double) = nullptr;
  p = f;
  int (S::*q)(int) const = nullptr;
  q = &S::m;
  return int(p(1)) + (S{}.*q)(4);
}
static_assert(assign() == 7);

template<class R, class A> constexpr R apply(R (*fn)(A), A a) { return fn(a); }
static_assert(apply<long>(f, 5L) == 10 && apply<int, int>(g, 1) == 2);
constexpr auto pg = g<double>;
static_assert(pg(0.5) == 1.5);
