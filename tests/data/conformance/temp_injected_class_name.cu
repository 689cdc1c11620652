// injected-class-name of class templates [temp.local]: used as type, as template-name,
// as template template argument, in derived classes, in out-of-class definitions and friends
template <template <class> class TT> struct apply_to_int { using type = TT<int>; };
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T>
struct node {
  node* next = nullptr;
  node<T>* prev = nullptr;
  node(const node&) = default;
  node() = default;
  node& operator=(const node&) = default;
  template <class U> node<U> rebind() const { return node<U>(); }
  using as_template = apply_to_int<node>;
  using self = node;
  static node make();
  bool same(const ::node<T>& o) const { return this == &o; }
  friend bool operator==(const node& a, const node& b) { return &a == &b; }
};
template <class T> node<T> node<T>::make() { return node(); }
template <class T>
struct derived : node<T> {
  using base = typename derived::node;
  typename derived::node* first = nullptr;
  derived() : derived::node() {}
};
template <class T>
struct list {
  template <class> friend struct list;
  struct iterator { list* owner; };
  iterator begin() { return iterator{this}; }
  template <class U> bool same_size(const list<U>&) const { return true; }
};
static_assert(is_same_v<node<int>::as_template::type, node<int>>, "");
static_assert(is_same_v<node<char>::self, node<char>>, "");
static_assert(is_same_v<derived<long>::base, node<long>>, "");
int main() {
  node<int> n = node<int>::make();
  node<char> c = n.rebind<char>();
  derived<int> d;
  list<int> l;
  list<char> lc;
  return (n == n) + n.same(n) + (c.next == nullptr) + (d.first == nullptr) + l.same_size(lc) + (l.begin().owner == &l) - 6;
}
