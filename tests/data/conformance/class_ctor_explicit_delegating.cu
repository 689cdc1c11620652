// constructor declarations [class.ctor]: explicit, delegating [class.base.init]/6,
// default member initializers, = default, = delete, constexpr constructors, initializer-list forms
struct extent {
  int rank = 1;
  long dims[3] = {1, 1, 1};
  constexpr extent() = default;
  constexpr explicit extent(long x) : extent(x, 1, 1) { rank = 1; }
  constexpr extent(long x, long y) : extent(x, y, 1) { rank = 2; }
  constexpr extent(long x, long y, long z) : rank(3), dims{x, y, z} {}
  extent(const char*) = delete;
  explicit extent(double d) : extent(static_cast<long>(d)) {}
  constexpr long volume() const { return dims[0] * dims[1] * dims[2]; }
};
struct tagged {
  struct from_raw_t { explicit from_raw_t() = default; };
  int v;
  explicit tagged(from_raw_t, int raw) : v(raw) {}
  tagged() : tagged(from_raw_t{}, 0) {}
  tagged(int x) try : tagged(from_raw_t{}, x * 2) {} catch (...) { throw; }
};
template <class T>
struct optional_like {
  bool engaged;
  T value;
  constexpr optional_like() noexcept : engaged(false), value() {}
  template <class U = T> constexpr explicit optional_like(U&& u) : engaged(true), value(static_cast<U&&>(u)) {}
  constexpr optional_like(const optional_like&) = default;
};
constexpr extent e3(2, 3, 4);
static_assert(e3.volume() == 24, "");
static_assert(extent(5, 2).rank == 2, "");
static_assert(extent{}.volume() == 1, "");
int main() {
  extent a{4L, 5L};
  extent b(7L);
  extent c = extent(2.0);
  tagged t = 4;
  tagged u;
  optional_like<int> o(3);
  optional_like<int> p = o;
  return int(a.volume() + b.volume() + c.volume()) + t.v + u.v + p.value - 40;
}
