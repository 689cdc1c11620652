// union members [class.union]: member functions, constructors, non-trivial members,
// default member initializer on one variant member, union templates, active member switch
struct nontrivial {
  int v;
  nontrivial(int x) : v(x) {}
  ~nontrivial() {}
};
union number {
  int i;
  float f = 1.0f;
  constexpr number() {}
  constexpr explicit number(int x) : i(x) {}
  constexpr int as_int() const { return i; }
  void set(float x) { f = x; }
};
template <class T, class E>
union expected_storage {
  T val;
  E err;
  expected_storage() : val() {}
  ~expected_storage() {}
  template <class... A> void emplace_error(A... a) { err = E(a...); }
};
union with_nontrivial {
  nontrivial n;
  char raw[sizeof(nontrivial)];
  with_nontrivial() : n(5) {}
  ~with_nontrivial() { n.~nontrivial(); }
  static int count;
  using value_type = nontrivial;
};
int with_nontrivial::count = 0;
union packed { struct { unsigned char lo, hi; } bytes; unsigned short word; };
union fwd;
union fwd { long l; fwd* next; };
constexpr number n42(42);
static_assert(n42.as_int() == 42, "");
int main() {
  number n;
  n.set(2.0f);
  expected_storage<int, long> es;
  es.emplace_error(9L);
  with_nontrivial w;
  with_nontrivial::value_type* pv = &w.n;
  packed p;
  p.word = 0;
  fwd f{};
  f.next = &f;
  return int(n.f) + int(es.err) + pv->v + p.bytes.lo + with_nontrivial::count + (f.next == &f) - 17;
}
