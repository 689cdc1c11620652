// conformance program stmt_range_for_free: valid C++17 accepted by the reference front end
// [stmt.ranged]/1.3.3: begin(range)/end(range) found by argument-dependent lookup only
// free begin/end in the class's namespace, for class templates, and hidden friends
namespace lib {
struct buffer { int* p; int n; };
inline int* begin(buffer& b) { return b.p; }
inline int* end(buffer& b) { return b.p + b.n; }
inline const int* begin(const buffer& b) { return b.p; }
inline const int* end(const buffer& b) { return b.p + b.n; }
template <class T> struct span { T* first; T* last; };
template <class T> constexpr T* begin(span<T> s) { return s.first; }
template <class T> constexpr T* end(span<T> s) { return s.last; }
struct words {
  const char* s;
  friend constexpr const char* begin(const words& w) { return w.s; }
  friend constexpr const char* end(const words& w) {
    const char* e = w.s;
    while (*e) ++e;
    return e;
  }
};
}
int total(lib::buffer& b) {
  int t = 0;
  for (int& x : b) ++x;
  const lib::buffer& cb = b;
  for (int x : cb) t += x;
  return t;
}
constexpr int spaces(lib::words w) {
  int n = 0;
  for (char c : w) n += c == ' ';
  return n;
}
template <class T> constexpr long span_sum(lib::span<T> s) {
  long r{};
  for (auto v : s) r += v;
  return r;
}
constexpr long ls[] = {10, 20, 30};
static_assert(spaces({"a b c d"}) == 3);
static_assert(span_sum(lib::span<const long>{ls, ls + 3}) == 60);
int main() {
  int d[] = {1, 2, 3};
  lib::buffer b{d, 3};
  return total(b) - 9;
}
