// constant evaluation of core constant expressions [expr.const]: constexpr functions with
// loops, local mutation, recursion, member functions, literal class types, lambdas and arrays
template<class T, int N> struct array {
  T data[N];
  constexpr T& operator[](int i) { return data[i]; }
  constexpr const T& operator[](int i) const { return data[i]; }
  constexpr int size() const { return N; }
};

template<int N> constexpr array<int, N> primes() {
  array<int, N> out{};
  int count = 0;
  for (int candidate = 2; count < N; ++candidate) {
    bool prime = true;
    for (int d = 2; d * d <= candidate; ++d)
      if (candidate % d == 0) { prime = false; break; }
    if (prime) out[count++] = candidate;
  }
  return out;
}
constexpr auto p10 = primes<10>();
static_assert(p10[0] == 2 && p10[9] == 29 && p10.size() == 10);

template<class T, int N> constexpr array<T, N> sorted(array<T, N> a) {
  for (int i = 1; i < N; ++i)
    for (int j = i; j > 0 && a[j] < a[j - 1]; --j) { T t = a[j]; a[j] = a[j - 1]; a[j - 1] = t; }
  return a;
}
constexpr auto s = sorted(array<int, 5>{{5, 3, 9, 1, 4}});
static_assert(s[0] == 1 && s[4] == 9);

constexpr unsigned long long fib(int n) { unsigned long long a = 0, b = 1; while (n--) { auto t = a + b; a = b; b = t; } return a; }
static_assert(fib(90) == 2880067194370816120ull);
constexpr int ackermann(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ackermann(m - 1, 1) : ackermann(m - 1, ackermann(m, n - 1)); }
static_assert(ackermann(2, 3) == 9);

struct rational {
  long num, den;
  constexpr rational(long n, long d) : num(n), den(d) { long a = n < 0 ? -n : n, b = d; while (b) { long t = a % b; a = b; b = t; } num /= a; den /= a; }
  constexpr rational operator+(rational o) const { return {num * o.den + o.num * den, den * o.den}; }
  constexpr bool operator==(rational o) const { return num == o.num && den == o.den; }
};
static_assert(rational(1, 2) + rational(1, 3) == rational(5, 6) && rational(2, 4) == rational(1, 2));

constexpr int count_if_even(const int* b, const int* e) {
  int n = 0;
  auto even = [](int v) { return v % 2 == 0; };
  for (; b != e; ++b) n += even(*b);
  return n;
}
constexpr int values[] = {1, 2, 3, 4, 6};
static_assert(count_if_even(values, values + 5) == 3);
