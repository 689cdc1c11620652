// typename-specifier: typename nested-name-specifier identifier / simple-template-id [temp.res]
// in declarations, casts, return types, template arguments, base-specifier contexts (optional there)
template <class T>
struct iterator_traits {
  using value_type = typename T::value_type;
  using pointer = typename T::pointer;
  typedef typename T::reference reference;
};
template <class T> struct iterator_traits<T*> { using value_type = T; using pointer = T*; using reference = T&; };
template <class C>
typename C::size_type size_of(const C& c) { return c.size(); }
template <class C>
auto front(C& c) -> typename iterator_traits<typename C::iterator>::reference { return *c.begin(); }
template <class T>
struct uses_dependent : T::base_type {
  using typename T::base_type::tag;
  typename T::value_type member;
  uses_dependent() : T::base_type(), member(typename T::value_type(3)) {}
  typename T::template rebind<long>::other rebound() const { return {}; }
  static typename T::value_type make() { return static_cast<typename T::value_type>(1); }
  typename T::value_type* ptr = nullptr;
  tag t{};
};
struct base_t { struct tag {}; };
struct desc {
  using base_type = base_t;
  using value_type = int;
  template <class U> struct rebind { using other = U; };
};
struct container {
  using size_type = unsigned;
  using iterator = int*;
  int data[2] = {5, 6};
  size_type size() const { return 2; }
  int* begin() { return data; }
};
template <class T> int count_value_types(typename T::value_type* = nullptr) { return 1; }
template <class T> void f() { typename T::value_type x{}; (void)x; using vt = typename T::value_type; vt y{}; (void)y; }
int main() {
  container c;
  uses_dependent<desc> u;
  f<desc>();
  typename iterator_traits<int*>::value_type v = 7;
  return int(size_of(c)) + front(c) + u.member + int(u.rebound()) + uses_dependent<desc>::make() + count_value_types<desc>() + v -
         20;
}
