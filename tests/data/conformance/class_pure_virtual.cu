// pure-specifier: = 0 [class.abstract]
// abstract classes, pure virtuals with definitions, abstract class templates, interfaces
struct allocator_iface {
  virtual void* allocate(unsigned long n, unsigned long align = 16) = 0;
  virtual void deallocate(void* p) noexcept = 0;
  virtual bool is_equal(const allocator_iface& o) const noexcept { return this == &o; }
  virtual ~allocator_iface() = 0;
};
allocator_iface::~allocator_iface() = default;
void allocator_iface::deallocate(void*) noexcept {}
template <class T>
struct visitor {
  virtual int operator()(T&) const = 0;
  virtual int operator()(const T&) const = 0;
  virtual ~visitor() {}
};
struct null_alloc : allocator_iface {
  void* allocate(unsigned long, unsigned long) override { return nullptr; }
  void deallocate(void* p) noexcept override { allocator_iface::deallocate(p); }
};
struct int_visitor : visitor<int> {
  int operator()(int& x) const override { return x; }
  int operator()(const int& x) const override { return -x; }
};
struct pure_ops {
  virtual operator int() const = 0;
  virtual pure_ops& operator=(int) = 0;
  virtual int f() const & = 0, g() volatile = 0;
};
struct ops_impl : pure_ops {
  operator int() const override { return 4; }
  ops_impl& operator=(int) override { return *this; }
  int f() const & override { return 1; }
  int g() volatile override { return 2; }
};
int use(allocator_iface& a) { return a.allocate(8) == nullptr; }
int main() {
  null_alloc na;
  int_visitor iv;
  const visitor<int>& v = iv;
  int x = 3;
  ops_impl oi;
  pure_ops& po = oi;
  po = 5;
  return use(na) + v(x) + v(static_cast<const int&>(x)) + int(po) + po.f() + oi.g() - 8 + na.is_equal(na) - 1;
}
