// operator-function-id: operator operator, binary operators as member functions [over.binary]
// + - * / % ^ & | << >> && || , == != < > <= >= ->*
struct bits {
  unsigned v;
  constexpr bits operator+(bits o) const { return {v + o.v}; }
  constexpr bits operator-(bits o) const { return {v - o.v}; }
  constexpr bits operator*(bits o) const { return {v * o.v}; }
  constexpr bits operator/(bits o) const { return {v / o.v}; }
  constexpr bits operator%(bits o) const { return {v % o.v}; }
  constexpr bits operator^(bits o) const { return {v ^ o.v}; }
  constexpr bits operator&(bits o) const { return {v & o.v}; }
  constexpr bits operator|(bits o) const { return {v | o.v}; }
  constexpr bits operator<<(int n) const { return {v << n}; }
  constexpr bits operator>>(int n) const { return {v >> n}; }
  constexpr bool operator&&(bits o) const { return v && o.v; }
  constexpr bool operator||(bits o) const { return v || o.v; }
  constexpr bits operator,(bits o) const { return {v * 10 + o.v}; }
  constexpr bool operator==(bits o) const { return v == o.v; }
  constexpr bool operator!=(bits o) const { return v != o.v; }
  constexpr bool operator<(bits o) const { return v < o.v; }
  constexpr bool operator>(bits o) const { return v > o.v; }
  constexpr bool operator<=(bits o) const { return v <= o.v; }
  constexpr bool operator>=(bits o) const { return v >= o.v; }
  constexpr unsigned operator->*(unsigned bits::* pm) const { return this->*pm; }
};
constexpr bits a{12}, b{5};
static_assert((a + b).v == 17 && (a - b).v == 7 && (a * b).v == 60, "");
static_assert((a / b).v == 2 && (a % b).v == 2 && (a ^ b).v == 9, "");
static_assert((a & b).v == 4 && (a | b).v == 13, "");
static_assert((a << 1).v == 24 && (a >> 2).v == 3, "");
static_assert((a && b) && (a || bits{0}), "");
static_assert((a, b).v == 125, "");
static_assert(a != b && !(a == b) && b < a && a > b && b <= a && a >= b, "");
static_assert((a->*&bits::v) == 12, "");
static_assert(a.operator+(b).v == 17 && a.operator,(b).v == 125, "");
int main() { return (a + b * b - a / b).v - 35; }
