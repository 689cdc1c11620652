typedef unsigned long size_t;
namespace std { template<class E> class initializer_list { const E* b; size_t n; constexpr initializer_list(const E* p, size_t s) : b(p), n(s) {} public: constexpr initializer_list() : b(0), n(0) {} constexpr size_t size() const { return n; } constexpr const E* begin() const { return b; } constexpr const E* end() const { return b + n; } }; }
template<class T> struct vec {
  vec(std::initializer_list<T> il) { for (const T& x : il) (void)x; }
  vec(size_t, const T&) {}
  __attribute__((device)) size_t dsize() const { return 0; }
};
struct S { int a; double b; };
__attribute__((device)) int sum(std::initializer_list<int> l) { return 0; }
int hsum(std::initializer_list<int> l) { int s = 0; for (int v : l) s += v; return s; }
void h() {
  vec<int> v{1, 2, 3};
  vec<int> w(3, 0);
  S s{1, 2.0};
  S arr[] = {{1, 2}, {3, 4}};
  hsum({1, 2, 3});
  for (auto x : {1, 2, 3}) (void)x;
  sum({1, 2});
  v.dsize();
}
