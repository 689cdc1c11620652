// unary operators [over.unary] + - ! ~ * & and increment/decrement [over.inc]
// prefix and postfix (dummy int parameter) as members and non-members; operator& overload
struct iter {
  int* p;
  int& operator*() const { return *p; }
  iter& operator++() { ++p; return *this; }
  iter operator++(int) { iter t = *this; ++p; return t; }
  iter& operator--() { --p; return *this; }
  iter operator--(int) { iter t = *this; --*this; return t; }
  bool operator!() const { return p == nullptr; }
};
struct vec { int x, y; };
constexpr vec operator-(vec v) { return {-v.x, -v.y}; }
constexpr vec operator+(vec v) { return v; }
constexpr vec operator~(vec v) { return {~v.x, ~v.y}; }
constexpr bool operator!(vec v) { return v.x == 0 && v.y == 0; }
struct big_int { long v; };
big_int& operator++(big_int& b) { ++b.v; return b; }
big_int operator++(big_int& b, int) { big_int t = b; ++b.v; return t; }
big_int& operator--(big_int& b) { --b.v; return b; }
big_int operator--(big_int& b, int) { big_int t = b; --b.v; return t; }
struct no_address {
  int v = 3;
  const no_address* operator&() const { return nullptr; }
  int operator*() const { return v; }
};
template <class T> T* addressof(T& r) { return reinterpret_cast<T*>(&const_cast<char&>(reinterpret_cast<const volatile char&>(r))); }
static_assert((-vec{1, 2}).y == -2 && (+vec{3, 4}).x == 3 && (~vec{0, 0}).x == -1 && !vec{0, 0}, "");
int main() {
  int arr[4] = {1, 2, 3, 4};
  iter it{arr};
  int a = *it++;
  int b = *++it;
  it--;
  --it;
  it.operator++(0);
  big_int bi{5};
  bi++; ++bi; bi--; --bi;
  operator++(bi, 0);
  no_address na;
  bool hidden = &na == nullptr;
  return a + b + *it + int(bi.v) + hidden + (addressof(na) != nullptr) + *na + !it - 17;
}
