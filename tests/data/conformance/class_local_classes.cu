// local class [class.local]: classes defined in function bodies, in lambdas and in
// function templates; local types as template arguments; members defined in class
template <class F> int call(F f) { return f(); }
template <class T> struct holder { T value; };
template <class T>
auto make_counter(T start) {
  struct counter {
    T cur;
    T next() { return cur++; }
    static int kind() { return sizeof(T); }
    struct inner { T twice(T v) const { return v + v; } };
  };
  return counter{start};
}
int compute() {
  struct point { int x, y; int sum() const { return x + y; } };
  enum local_enum { a = 1, b = 2 };
  struct functor { int operator()() const { return b; } };
  class derived_point : public point {
  public:
    derived_point() : point{3, 4} {}
    virtual ~derived_point() {}
    virtual int area() const { return x * y; }
  };
  holder<point> h{{1, 2}};
  derived_point dp;
  typedef struct { int w; } anon_t;
  anon_t an{a};
  return h.value.sum() + call(functor{}) + dp.area() + an.w;
}
int main() {
  auto c = make_counter(10);
  c.next();
  decltype(c)::inner in;
  auto lam = [] {
    struct res { int v; };
    return res{7};
  };
  return compute() + c.next() + decltype(c)::kind() + in.twice(1) + lam().v - 43;
}
