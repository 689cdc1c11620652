namespace outer { inline namespace v1 { int inl = 1; template<class T> struct IT { T t; }; } namespace deep { int dz = 2; } }
namespace al = outer::deep;
using namespace outer;
enum class col { red, green };
enum plain { p0, p1 };
struct F { friend int hidden(F) { return 3; } friend int hidden2(const F&, int) { return 4; } };
template<class T> struct base { int bm; static int sm; typedef T type; enum { ev = 5 }; };
template<class T> int base<T>::sm = 0;
template<class T> struct der : base<T> {
  int f() { return this->bm + der::sm + base<T>::ev + der::ev; }
  typename base<T>::type g() { return typename base<T>::type(); }
};
struct P { int x, y; };
void h() {
  int a = inl + al::dz + outer::inl + outer::v1::inl;
  IT<int> it{1};
  col c = col::green;
  plain p = p1;
  F f; int hf = hidden(f) + hidden2(f, 1);
  der<int> d; d.f(); d.g();
  auto [x, y] = P{1, 2};
  int s = x + y;
  const char* fn = __func__;
  const char* pf = __PRETTY_FUNCTION__;
  void* n = __null;
  int cap = 1;
  auto l = [cap, &s]() { return cap + s; };
  int st = l();
  int e = base<int>::ev + der<long>::ev + plain::p0;
  struct local { int q; } lo{1};
  int lq = lo.q + it.t;
  typedef int localint; localint li = 0;
  int gnu = __builtin_popcount(3u) + __builtin_clz(1u);
  double inf = __builtin_huge_val();
}
