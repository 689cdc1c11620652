// conformance program stmt_while_do: valid C++17 accepted by the reference front end
// iteration-statement: while ( condition ) statement | do statement while ( expression ) ;
// [stmt.while], [stmt.do]: single statements and compound bodies, break/continue, nested loops
constexpr unsigned gcd(unsigned a, unsigned b) {
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}
constexpr int digits(unsigned long long v) {
  int n = 0;
  do ++n; while (v /= 10);
  return n;
}
constexpr int skip_odd(int n) {
  int s = 0, i = 0;
  while (i < n) {
    if (++i % 2) continue;
    s += i;
    if (s > 100) break;
  }
  return s;
}
constexpr int nested(int n) {
  int c = 0, i = 0;
  do {
    int j = 0;
    while (j++ < i) ++c;
  } while (++i < n);
  return c;
}
template <class It, class T> constexpr It find_if_not(It first, It last, T v) {
  while (first != last && *first == v) ++first;
  return first;
}
constexpr int arr[] = {1, 1, 1, 2};
static_assert(gcd(48, 18) == 6 && digits(12345) == 5 && digits(0) == 1);
static_assert(skip_odd(6) == 12 && nested(4) == 6);
static_assert(*find_if_not(arr, arr + 4, 1) == 2);
