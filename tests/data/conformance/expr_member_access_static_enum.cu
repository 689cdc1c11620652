// class member access naming static members, enumerators, nested types' statics and member
// templates through an object expression [expr.ref]/6: obj.static_data, p->static_fn(),
// obj.enumerator; the object expression is still evaluated
struct config {
  static constexpr int version = 3;
  static int counter;
  enum mode { fast = 1, safe = 2 };
  static constexpr int twice(int v) { return v * 2; }
  template<class T> static constexpr int size = sizeof(T);
  int instance = 5;
};
int config::counter = 0;

constexpr config c{};
static_assert(c.version == 3 && c.twice(4) == 8 && c.fast == 1 && c.safe == 2);
static_assert(c.size<double> == 8 && c.template size<char> == 1);
static_assert(config{}.version == 3 && (&c)->twice(1) == 2 && (&c)->safe == 2);

int side_effects() {
  int calls = 0;
  auto get = [&calls]() -> config& { ++calls; static config cfg; return cfg; };
  int v = get().version;
  get().counter += 1;
  int m = get().fast;
  return calls * 100 + v + m + config::counter;
}

template<class T> constexpr int read_static(const T& t) { return t.version + t.twice(1) + t.fast; }
static_assert(read_static(c) == 3 + 2 + 1);
template<class T> constexpr int read_static_ptr(const T* p) { return p->version + p->template size<int>; }
static_assert(read_static_ptr(&c) == 7);

enum class color { red, green };
struct palette { static constexpr color primary = color::green; color current = color::red; };
static_assert(palette{}.primary == color::green && palette{}.current == color::red);
struct derived : config { static constexpr int version = 4; };
static_assert(derived{}.version == 4 && derived{}.config::version == 3 && derived{}.twice(2) == 4);
