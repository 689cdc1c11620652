// destructor declarations [class.dtor]: virtual, = default, = delete-free, noexcept,
// pure virtual with definition, explicit destructor calls and pseudo-destructors
struct resource {
  virtual ~resource() = default;
  virtual int id() const { return 0; }
};
struct abstract_res {
  virtual ~abstract_res() = 0;
};
abstract_res::~abstract_res() {}
struct file : resource, abstract_res {
  int* counter;
  explicit file(int* c) : counter(c) {}
  ~file() noexcept override { ++*counter; }
  int id() const override { return 1; }
};
struct trivial { ~trivial() = default; int x; };
struct declared_later { ~declared_later(); };
declared_later::~declared_later() = default;
template <class T>
struct manual_storage {
  alignas(T) unsigned char buf[sizeof(T)];
  T* ptr() { return reinterpret_cast<T*>(buf); }
  void destroy() { ptr()->~T(); }
  void destroy_qualified() { ptr()->T::~T(); }
  ~manual_storage() {}
};
template <class T> void destroy_at(T* p) noexcept { p->~T(); }
struct nested { struct inner { ~inner() {} }; ~nested(); };
nested::~nested() {}
int main() {
  int count = 0;
  {
    resource* r = new file(&count);
    delete r;
  }
  file f(&count);
  f.~file();
  f.file::~file();
  int i = 5;
  using int_t = int;
  i.~int_t();
  int* pi = &i;
  destroy_at(pi);
  trivial t{1};
  t.~trivial();
  manual_storage<trivial> ms;
  ms.destroy();
  ms.destroy_qualified();
  nested::inner in;
  in.nested::inner::~inner();
  return count - 3;
}
