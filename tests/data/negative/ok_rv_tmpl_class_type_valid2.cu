struct pt { int x; int len() const { return x; } pt& self() { return *this; } };
struct der : pt {};
template<class T> struct box { T v; };
typedef pt* pptr;
typedef box<pt> bpt;
struct K {
  pt p;
  int run() { auto l = [this]() { return p.len() + this->p.len(); }; return l(); }
  int run2() { auto l = [*this]() { return p.len(); }; return l(); }
};
void h() {
  pt a{1}, b{2}; bool c = true;
  (c ? a : b).len();
  (void)0, b.len();
  der dd0; static_cast<pt&>(dd0).len();
  pptr pp = &a; pp->len();
  bpt bb{{3}}; bb.v.len();
  ({ a; }).len();
  a.self().self().len();
  pt{4}.len();
  pt().len();
  box<pt>{}.v.len();
  der d; d.pt::len();
  (&a)->len();
  const pt& cr = c ? a : static_cast<const pt&>(b); cr.len();
  box<box<pt>> nn; nn.v.v.len();
  K k; k.run(); k.run2();
  pt arr[2][2]; arr[1][0].len();
  auto&& fw = pt{}; fw.len();
  decltype(auto) da = (a); da.len();
}
