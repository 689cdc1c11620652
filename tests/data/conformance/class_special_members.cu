// function-body: = default ; | = delete ; for special members [dcl.fct.def.default],
// [dcl.fct.def.delete], [class.copy.ctor], [class.copy.assign], defaulted outside the class
struct unique_handle {
  int fd = -1;
  unique_handle() = default;
  explicit unique_handle(int f) noexcept : fd(f) {}
  unique_handle(const unique_handle&) = delete;
  unique_handle& operator=(const unique_handle&) = delete;
  unique_handle(unique_handle&& o) noexcept : fd(o.fd) { o.fd = -1; }
  unique_handle& operator=(unique_handle&& o) noexcept { fd = o.fd; o.fd = -1; return *this; }
  ~unique_handle() = default;
};
struct value {
  int v;
  value();
  value(const value&);
  value& operator=(const value&);
  value(value&&) noexcept;
  value& operator=(value&&) noexcept;
  ~value();
};
value::value() = default;
value::value(const value&) = default;
value& value::operator=(const value&) = default;
value::value(value&&) noexcept = default;
value& value::operator=(value&&) noexcept = default;
value::~value() = default;
struct no_heap {
  void* operator new(unsigned long) = delete;
  void* operator new[](unsigned long) = delete;
};
template <class T>
struct non_copyable_wrapper {
  T t;
  non_copyable_wrapper(const non_copyable_wrapper&) = delete;
  non_copyable_wrapper() = default;
  template <class U> non_copyable_wrapper(U) = delete;
};
void only_int(int) {}
void only_int(double) = delete;
template <class T> void only_int(T*) = delete;
constexpr struct literal { constexpr literal() = default; int x = 3; } lit{};
int main() {
  unique_handle a(3);
  unique_handle b(static_cast<unique_handle&&>(a));
  a = static_cast<unique_handle&&>(b);
  value v1{};
  value v2 = v1;
  v2 = static_cast<value&&>(v1);
  no_heap nh;
  non_copyable_wrapper<int> w;
  (void)nh; (void)w;
  only_int(1);
  return a.fd + b.fd + lit.x - 5;
}
