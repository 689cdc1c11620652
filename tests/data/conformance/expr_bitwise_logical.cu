// and-expression, exclusive-or-expression, inclusive-or-expression, logical-and-expression,
// logical-or-expression [expr.bit.and] - [expr.log.or]: precedence among them, short-circuit,
// contextual conversion to bool, and overloaded bitwise operators on flag enums
static_assert((0xF0 & 0x3C) == 0x30 && (0xF0 ^ 0x3C) == 0xCC && (0xF0 | 0x0F) == 0xFF);
static_assert((1 | 2 ^ 3 & 4) == (1 | (2 ^ (3 & 4))));
static_assert((6 & 3 == 3) == 0 && ((6 & 3) == 2));
static_assert((true || false && false) == true && ((true || false) && false) == false);
static_assert((1 && 2) == true && (0 || 0.0) == false && (nullptr || "x"));
static_assert(1 & 1 && 2 | 0);

constexpr bool never(int* p) { return *p == 0; }
constexpr bool short_circuit(int* p) { return p != nullptr && never(p); }
constexpr bool short_or(int* p) { return p == nullptr || never(p); }
static_assert(!short_circuit(nullptr) && short_or(nullptr));
constexpr int evaluated_count() {
  int n = 0;
  bool r = (++n > 5) && (++n > 0);
  r = r || (++n > 0) || (++n > 0);
  return n * 10 + r;
}
static_assert(evaluated_count() == 21);

enum class perm : unsigned { none = 0, read = 1, write = 2, exec = 4 };
constexpr perm operator|(perm a, perm b) { return perm(unsigned(a) | unsigned(b)); }
constexpr perm operator&(perm a, perm b) { return perm(unsigned(a) & unsigned(b)); }
constexpr perm operator^(perm a, perm b) { return perm(unsigned(a) ^ unsigned(b)); }
constexpr perm operator~(perm a) { return perm(~unsigned(a) & 7u); }
constexpr bool any(perm p) { return p != perm::none; }
constexpr perm rw = perm::read | perm::write;
static_assert(any(rw & perm::write) && !any(rw & perm::exec) && (rw ^ perm::read) == perm::write);
static_assert(~rw == perm::exec && (perm::read | perm::write | perm::exec) == ~perm::none);

struct flag { bool on; constexpr explicit operator bool() const { return on; } };
static_assert(flag{true} && !flag{false} && (flag{false} || flag{true}));
template<class... B> constexpr bool all(B... b) { return (... && b); }
static_assert(all(flag{true}, true, 1) && !all(flag{true}, 0));
constexpr unsigned popcount(unsigned v) { unsigned c = 0; while (v) { v &= v - 1; ++c; } return c; }
static_assert(popcount(0xF0F0u) == 8 && popcount(0) == 0);
