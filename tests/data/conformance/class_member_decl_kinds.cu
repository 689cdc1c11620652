// member-declaration kinds [class.mem]
// member-specification: data, functions, typedef, alias-declaration, using-declaration,
// static_assert, nested enum/class, member template, empty-declaration
struct base_alloc {
  using size_type = unsigned long;
  size_type max_size() const { return 1024; }
};
template <class T>
struct vector_base : base_alloc {
  typedef T value_type;
  using pointer = T*;
  using const_pointer = const T*;
  using base_alloc::size_type;
  using base_alloc::max_size;
  enum growth : unsigned char { linear, doubling };
  enum class state { empty, full };
  struct iterator { pointer p; };
  static_assert(sizeof(T) > 0, "complete type required");
  template <class U> using rebind = vector_base<U>;
  template <class U> static constexpr bool same_size = sizeof(U) == sizeof(T);
  pointer begin_, end_, cap_;
  int a = 0, *b = nullptr, c[2] = {1, 2};
  ;
  size_type size() const { return static_cast<size_type>(end_ - begin_); }
  template <class It> void assign(It first, It last);
  void clear() noexcept, reset() noexcept;
  static vector_base make();
  virtual ~vector_base() = default;
  friend bool operator==(const vector_base&, const vector_base&) { return true; };
};
template <class T> template <class It> void vector_base<T>::assign(It f, It l) { (void)f; (void)l; }
template <class T> void vector_base<T>::clear() noexcept { end_ = begin_; }
template <class T> void vector_base<T>::reset() noexcept { clear(); }
int main() {
  vector_base<int> v{};
  vector_base<int>::rebind<char>::iterator it{nullptr};
  static_assert(vector_base<int>::same_size<unsigned>, "");
  v.assign(&v.a, &v.a + 1);
  v.reset();
  (void)it;
  return v.size() + v.max_size() == 0 && v == v;
}
