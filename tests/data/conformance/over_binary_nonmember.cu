// binary operator functions as non-members, friends and templates [over.binary], [over.match.oper]
// + - * / % ^ & | << >> && || , == != < > <= >= ->* with mixed operand types
namespace num {
struct fixed { long raw; };
constexpr fixed operator+(fixed a, fixed b) { return {a.raw + b.raw}; }
constexpr fixed operator-(fixed a, fixed b) { return {a.raw - b.raw}; }
constexpr fixed operator*(fixed a, long s) { return {a.raw * s}; }
constexpr fixed operator*(long s, fixed a) { return {a.raw * s}; }
constexpr fixed operator/(fixed a, long s) { return {a.raw / s}; }
constexpr fixed operator%(fixed a, long s) { return {a.raw % s}; }
constexpr fixed operator^(fixed a, fixed b) { return {a.raw ^ b.raw}; }
constexpr fixed operator&(fixed a, fixed b) { return {a.raw & b.raw}; }
constexpr fixed operator|(fixed a, fixed b) { return {a.raw | b.raw}; }
constexpr fixed operator<<(fixed a, int n) { return {a.raw << n}; }
constexpr fixed operator>>(fixed a, int n) { return {a.raw >> n}; }
constexpr bool operator&&(fixed a, bool b) { return a.raw && b; }
constexpr bool operator||(bool b, fixed a) { return a.raw || b; }
constexpr long operator,(fixed a, fixed b) { return a.raw * 100 + b.raw; }
constexpr bool operator==(fixed a, fixed b) { return a.raw == b.raw; }
constexpr bool operator!=(fixed a, fixed b) { return !(a == b); }
constexpr bool operator<(fixed a, fixed b) { return a.raw < b.raw; }
constexpr bool operator>(fixed a, fixed b) { return b < a; }
constexpr bool operator<=(fixed a, fixed b) { return !(b < a); }
constexpr bool operator>=(fixed a, fixed b) { return !(a < b); }
constexpr long operator->*(fixed a, long fixed::* pm) { return a.*pm; }
}
struct stream { int written = 0; };
template <class T> stream& operator<<(stream& s, const T&) { ++s.written; return s; }
using num::fixed;
constexpr fixed x{6}, y{4};
static_assert((x + y).raw == 10 && (x - y).raw == 2 && (x * 2).raw == 12 && (3 * y).raw == 12, "");
static_assert((x / 2).raw == 3 && (x % 4).raw == 2 && (x ^ y).raw == 2 && (x & y).raw == 4, "");
static_assert((x | y).raw == 6 && (x << 1).raw == 12 && (x >> 1).raw == 3, "");
static_assert((x && true) && (false || y) && (x, y) == 604, "");
static_assert(x != y && y < x && x > y && y <= x && x >= y && !(x == y), "");
static_assert((x->*&fixed::raw) == 6 && num::operator+(x, y).raw == 10, "");
int main() {
  stream s;
  s << 1 << "two" << x;
  operator<<(s, 3.0);
  return s.written - 4;
}
