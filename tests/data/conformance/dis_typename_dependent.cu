// C++17 conformance: disambiguation
// [temp.res] p2-p5: typename-specifier for dependent qualified names in every place a type
// may stand: declarations, casts, template arguments, return types, sizeof, new, bases
template <class T> struct allocator { using value_type = T; using pointer = T*; using size_type = unsigned long; };
template <class Alloc> struct alloc_traits {
  using value_type = typename Alloc::value_type;
  typedef typename Alloc::pointer pointer;
  using size_type = typename Alloc::size_type;
};
template <class C> typename C::value_type first(const C& c) { return c.data[0]; }
template <class C> struct container : allocator<typename C::value_type> {
  typename C::value_type data[2];
  typename C::pointer begin() { return data; }
  static constexpr unsigned long bytes = sizeof(typename C::value_type) * 2;
  typename C::value_type sum() const {
    typename C::value_type s = typename C::value_type();
    for (typename C::size_type i = 0; i < 2; ++i) s += static_cast<typename C::value_type>(data[i]);
    auto* p = new typename C::value_type(1);
    s += *p;
    delete p;
    return s;
  }
};
template <class T> struct wrap { T inner; };
template <class C> auto second(const C& c) -> typename C::value_type { return c.data[1]; }
template <class C> wrap<typename C::value_type> wrapped(const C& c) { return {c.data[0]}; }
int main() {
  using A = alloc_traits<allocator<int>>;
  container<A> c{{}, {3, 4}};
  static_assert(container<A>::bytes == 2 * sizeof(int));
  return first(c) + second(c) + wrapped(c).inner + c.sum() + *c.begin() - 21;
}
