// alternative tokens [lex.digraph]: and or not xor bitand bitor compl and_eq or_eq xor_eq
// not_eq, and the digraphs <% %> <: :> used as punctuators in declarations and expressions
constexpr bool implies(bool a, bool b) { return not a or b; }
static_assert(implies(false, true) and implies(true, true) and not implies(true, false));
static_assert((5 bitand 3) == 1 and (5 bitor 3) == 7 and (5 xor 3) == 6);
static_assert(compl 0 == -1 and 1 not_eq 2);

constexpr unsigned flags(unsigned f) {
  f and_eq 0xF0u;
  f or_eq 0x01u;
  f xor_eq 0x80u;
  return f;
}
static_assert(flags(0xFFu) == 0x71u);

struct point <% int x, y; %>;
constexpr point pts<:2:> = <% <% 1, 2 %>, <% 3, 4 %> %>;
static_assert(pts<:1:>.y == 4 and pts[0].x == 1);

template<class T> struct holder <% T value; %>;
constexpr holder<int> h <% 7 %>;
static_assert(h.value == 7);

// bitand as unary address-of and and as rvalue-reference declarator
int global = 3;
int* const pg = bitand global;
void consume(int and r) { r = 0; }
struct movable { movable() = default; movable(movable and) noexcept {} };

constexpr auto lam = <::> (int a) <% return a xor 1; %>;
static_assert(lam(2) == 3);

bool both(bool a, bool b) { return a and b; }
bool none(bool a, bool b) { return not (a or b); }
int inv(int v) { return compl v; }
