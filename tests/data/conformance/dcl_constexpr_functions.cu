// function-definition with decl-specifier constexpr [dcl.constexpr]/3-4 (C++17 rules): loops, local
// variables, mutation, switch, recursion, member functions, constructors, static members, lambdas,
// function templates and constexpr evaluation of all of them in constant expressions
constexpr unsigned popcount(unsigned long long v) {
  unsigned n = 0;
  for (; v; v &= v - 1) ++n;
  return n;
}
constexpr int ilog2(unsigned v) {
  int r = -1;
  while (v) { v >>= 1; ++r; }
  return r;
}
constexpr bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}
template <class T, unsigned N> struct array {
  T data[N]{};
  constexpr T& operator[](unsigned i) { return data[i]; }
  constexpr const T& operator[](unsigned i) const { return data[i]; }
  static constexpr unsigned size() { return N; }
};
template <unsigned N> constexpr array<int, N> primes() {
  array<int, N> out;
  unsigned found = 0;
  for (int c = 2; found < N; ++c)
    if (is_prime(c)) out[found++] = c;
  return out;
}
struct fraction {
  long num, den;
  constexpr fraction(long n, long d) : num(n), den(d) {
    long a = n < 0 ? -n : n, b = d;
    while (b) { long t = a % b; a = b; b = t; }
    num /= a; den /= a;
  }
  constexpr fraction operator+(fraction o) const { return {num * o.den + o.num * den, den * o.den}; }
};
template <class It, class T> constexpr T accumulate(It first, It last, T init) {
  for (; first != last; ++first) init = init + *first;
  return init;
}
constexpr auto table = primes<8>();
constexpr auto sq_sum = [](auto... v) constexpr { decltype((v + ...)) s{}; ((s += v * v), ...); return s; };
static_assert(popcount(0xFFull) == 8 && ilog2(1024) == 10 && table[7] == 19 && array<int, 8>::size() == 8, "");
static_assert(accumulate(table.data, table.data + 4, 0) == 17, "");
constexpr fraction half = fraction(1, 2) + fraction(1, 3);
static_assert(half.num == 5 && half.den == 6 && fraction(4, 8).den == 2 && sq_sum(1, 2, 3) == 14, "");
int main() { return table[0] - 2; }
