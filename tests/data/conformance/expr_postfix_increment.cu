// postfix-expression ++ / -- [expr.post.incr], prefix ++ / -- [expr.pre.incr]: on integers,
// floats, pointers, enums via overloads, iterator classes, and chained with other postfix ops
struct iter {
  int* p;
  constexpr iter& operator++() { ++p; return *this; }
  constexpr iter operator++(int) { iter t = *this; ++p; return t; }
  constexpr iter& operator--() { --p; return *this; }
  constexpr iter operator--(int) { iter t = *this; --*this; return t; }
  constexpr int& operator*() const { return *p; }
};
enum class day { mon, tue, wed };
constexpr day& operator++(day& d) { d = static_cast<day>(static_cast<int>(d) + 1); return d; }
constexpr day operator++(day& d, int) { day t = d; ++d; return t; }

constexpr int scalars() {
  int i = 5; double d = 1.5; char c = 'a'; long l = 0;
  int a = i++;
  int b = ++i;
  int e = i--;
  int f = --i;
  d++; ++d; c++; l--;
  return a * 1000 + b * 100 + e * 10 + f + (d == 3.5) + (c == 'b') + (l == -1);
}
static_assert(scalars() == 5000 + 700 + 70 + 5 + 3);

constexpr int pointers() {
  int xs[] = {1, 2, 3, 4};
  int* p = xs;
  int s = *p++;
  s += *++p;
  s += *p--;
  s += (*p)++;
  return s * 10 + xs[1];
}
static_assert(pointers() == (1 + 3 + 3 + 2) * 10 + 3);

constexpr int iterators() {
  int xs[] = {10, 20, 30};
  iter it{xs};
  int a = *it++;
  int b = *++it;
  int c = *it--;
  (*it--)++;
  return a + b + c + xs[1] + *++it;
}
static_assert(iterators() == 10 + 30 + 30 + 21 + 21);

constexpr int days() { day d = day::mon; d++; ++d; return static_cast<int>(d); }
static_assert(days() == 2);
struct counter { int n; };
constexpr int members() { counter c{0}; counter* p = &c; c.n++; p->n++; ++p->n; ++(*p).n; return c.n; }
static_assert(members() == 4);
