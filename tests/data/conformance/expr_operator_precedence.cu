// operator precedence and associativity implied by the expression grammar [expr.pre]/4,
// Annex A.5: every binary level checked against its explicitly parenthesised form
constexpr int a = 2, b = 3, c = 5, d = 7;
static_assert(a + b * c == a + (b * c));
static_assert(a * b % c == (a * b) % c && a - b - c == (a - b) - c);
static_assert(a + b << c == (a + b) << c && 1 << a + b == 1 << (a + b));
static_assert((d >> a - 1) == d >> (a - 1));
static_assert((a < b == c < d) == ((a < b) == (c < d)));
static_assert((a == b & c) == ((a == b) & c) && (d & b == b) == (d & (b == b)));
static_assert((a & b ^ c) == ((a & b) ^ c) && (a ^ b | c) == ((a ^ b) | c));
static_assert((a | b && c) == ((a | b) && c) && (0 && 1 || 1) == ((0 && 1) || 1));
static_assert((1 || 0 && 0) == (1 || (0 && 0)));
static_assert((0 ? 1 : 0 ? 2 : 3) == (0 ? 1 : (0 ? 2 : 3)));
static_assert((1 ? a : b + c) == (1 ? a : (b + c)) && (a + 0 ? 4 : 5) == ((a + 0) ? 4 : 5));
static_assert(-a * b == (-a) * b && !a + 1 == (!a) + 1 && (~a & 3) == ((~a) & 3));
static_assert(sizeof a + 1 == sizeof(a) + 1 && (void(a), b ? c : d) == c);

constexpr int assoc() {
  int x = 1, y = 2, z = 3;
  x = y = z;
  x += y -= 1;
  int w = x > y ? x : y = 9;
  return x * 100 + y * 10 + w;
}
static_assert(assoc() == 525);

constexpr int postfix_vs_prefix() {
  int arr[3] = {10, 20, 30};
  int* p = arr;
  int r = *p++ + 1;
  r += ++*p;
  r += -*p--;
  return r * 10 + (p - arr);
}
static_assert(postfix_vs_prefix() == 110);

struct m { int v; int* p; };
constexpr int member_prec() {
  int n = 4;
  m obj{3, &n};
  m* pm = &obj;
  return -pm->v + *obj.p * 2 + *pm->p + sizeof obj.v;
}
static_assert(member_prec() == -3 + 8 + 4 + 4);
