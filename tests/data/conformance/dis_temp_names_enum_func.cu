// C++17 conformance: disambiguation
// [temp.names] p3: enumerators and non-template functions named like templates in other
// scopes: '<' is less-than; a function template found by lookup starts a template-id
namespace lib {
  template <int N> struct limit { static constexpr int value = N; };
  template <class T> T convert(int v) { return T(v); }
}
enum mode { limit = 3, convert = 1, width = 2 };
int scale(int v) { return v * 2; }
template <int N> int scaled() { return N * 2; }
int max_of(int a, int b) { return a < b ? b : a; }
struct cfg { enum { depth = 4, arity = 2 }; };
int main() {
  int n = 2;
  bool r1 = limit < n;                        // enumerator
  bool r2 = convert < width && width > n;     // enumerators on both sides
  bool r3 = limit<width>(n);                  // (limit < width) > (n)
  bool r4 = cfg::depth < cfg::arity + n;
  bool r5 = cfg::arity < n || cfg::depth > n;
  bool r6 = scale(1) < n;                     // call then less-than
  int r7 = scaled<3>();                       // a real template-id
  int r8 = lib::limit<2>::value + lib::convert<int>(1);
  bool r9 = max_of(1, 2) < 3 && 3 > max_of(0, 1);
  using lim = lib::limit<(limit > 2)>;        // parenthesised comparison in template args
  return r1 + r2 + r3 + r4 + r5 + r6 + r7 + r8 + r9 + lim::value - 13;
}
