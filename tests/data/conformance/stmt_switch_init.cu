// conformance program stmt_switch_init: valid C++17 accepted by the reference front end
// selection-statement: switch ( init-statement(opt) condition ) statement  [stmt.switch]
// switch with init-statement, enums, fallthrough chains, nested switches, switch in templates
enum class op : unsigned char { add, sub, mul, div, nop };
struct token { op kind; int lhs, rhs; };
constexpr int eval(token t) {
  switch (auto [k, a, b] = t; k) {
  case op::add: return a + b;
  case op::sub: return a - b;
  case op::mul: return a * b;
  case op::div:
    if (b == 0) break;
    return a / b;
  case op::nop:
  default:
    break;
  }
  return 0;
}
template <class E> constexpr int weight(E e) {
  int w = 0;
  switch (int v = static_cast<int>(e); v) {
  case 3: w += 3; [[fallthrough]];
  case 2: w += 2; [[fallthrough]];
  case 1: w += 1; break;
  case 0: switch (v + 1) { case 1: w = 100; break; } break;
  }
  return w;
}
constexpr int count_bits(unsigned x) {
  int n = 0;
  switch (x & 3u) { case 3u: ++n; [[fallthrough]]; case 1u: case 2u: ++n; }
  return n;
}
static_assert(eval({op::add, 2, 3}) == 5 && eval({op::div, 6, 0}) == 0 && eval({op::mul, 2, 4}) == 8);
static_assert(weight(op::div) == 6 && weight(op::add) == 100);
static_assert(count_bits(3) == 2 && count_bits(0) == 0);
