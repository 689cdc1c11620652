// dynamic-exception-specification: throw ( ) - the only form kept in C++17 [except.spec],
// [depr.except.spec]; equivalent to noexcept(true), interchangeable in redeclarations
void legacy() throw();
void legacy() noexcept;
void legacy() throw() {}
struct old_style {
  old_style() throw() {}
  ~old_style() throw() {}
  int get() const throw() { return 1; }
  virtual void hook() throw() {}
  static int make() throw();
};
int old_style::make() throw() { return 2; }
struct derived : old_style { void hook() noexcept override {} };
typedef void (*nothrow_fn)() throw();
void takes(nothrow_fn f) { f(); }
template <class T> T identity(T t) throw() { return t; }
static_assert(noexcept(legacy()) && noexcept(old_style().get()) && noexcept(identity(1)), "");
static_assert(noexcept(old_style::make()), "");
int main() {
  takes(legacy);
  nothrow_fn p = &legacy;
  void (*q)() noexcept = p;
  q();
  derived d;
  d.hook();
  return d.get() + old_style::make() + identity(0) - 3;
}
