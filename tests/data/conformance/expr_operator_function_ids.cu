// operator-function-id [over.oper] as an id-expression: explicit calls x.operator+(y),
// operator+(x, y), &T::operator(), operator[] / operator() / operator-> / operator new
using size_t = decltype(sizeof 0);
struct num {
  int v;
  constexpr num operator+(num o) const { return {v + o.v}; }
  constexpr num operator-() const { return {-v}; }
  constexpr int operator[](int i) const { return v + i; }
  constexpr int operator()(int a, int b) const { return v * a + b; }
  constexpr bool operator==(num o) const { return v == o.v; }
  constexpr num& operator+=(num o) { v += o.v; return *this; }
  constexpr num operator++(int) { num t = *this; ++v; return t; }
  const num* operator->() const { return this; }
};
constexpr num operator*(num a, num b) { return {a.v * b.v}; }
constexpr bool operator<(num a, num b) { return a.v < b.v; }

static_assert(num{1}.operator+(num{2}).v == 3);
static_assert(operator*(num{3}, num{4}).v == 12);
static_assert(num{5}.operator-().v == -5);
static_assert(num{1}.operator[](2) == 3);
static_assert(num{2}.operator()(3, 4) == 10);
static_assert(num{1}.operator==(num{1}) && operator<(num{1}, num{2}));

constexpr int compound() { num a{1}; a.operator+=(num{2}); num b = a.operator++(0); return a.v * 10 + b.v; }
static_assert(compound() == 43);

// pointers to member operator functions
constexpr num (num::*padd)(num) const = &num::operator+;
constexpr int (num::*pcall)(int, int) const = &num::operator();
static_assert((num{1}.*padd)(num{1}).v == 2 && (num{1}.*pcall)(1, 1) == 2);
constexpr num (*pmul)(num, num) = &operator*;
static_assert(pmul(num{2}, num{2}).v == 4);

struct arena {
  static void* operator new(size_t n, void* where) { return n ? where : nullptr; }
  static void operator delete(void*, void*) {}
  int x;
};
int use(const num& n) {
  alignas(arena) unsigned char buf[sizeof(arena)];
  void* p = arena::operator new(sizeof(arena), buf);
  return n.operator->()->v + (p == buf);
}
