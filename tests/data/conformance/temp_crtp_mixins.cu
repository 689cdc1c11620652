// template-id base-specifiers for static polymorphism (CRTP) [temp.dep]: base depends on the
// derived class, mixin stacks, interface enforcement, operators injected by CRTP bases
template <class D>
struct equality_comparable {
  friend constexpr bool operator!=(const D& a, const D& b) { return !(a == b); }
};
template <class D>
struct incrementable {
  constexpr D operator++(int) { D& self = static_cast<D&>(*this); D tmp = self; ++self; return tmp; }
};
template <class D, class V>
struct iterator_facade : equality_comparable<D>, incrementable<D> {
  using incrementable<D>::operator++;
  constexpr V operator*() const { return static_cast<const D*>(this)->dereference(); }
  constexpr D& operator++() { static_cast<D*>(this)->increment(); return static_cast<D&>(*this); }
  friend constexpr bool operator==(const D& a, const D& b) { return a.equal(b); }
};
struct counting_iterator : iterator_facade<counting_iterator, int> {
  int n;
  constexpr explicit counting_iterator(int v) : n(v) {}
  constexpr int dereference() const { return n; }
  constexpr void increment() { ++n; }
  constexpr bool equal(const counting_iterator& o) const { return n == o.n; }
};
template <template <class> class... Mixins>
struct widget : Mixins<widget<Mixins...>>... {
  int id = 3;
};
template <class D> struct printable { constexpr int print() const { return static_cast<const D&>(*this).id * 10; } };
template <class D> struct clonable { constexpr D clone() const { return static_cast<const D&>(*this); } };
template <class D>
struct shape {
  constexpr double area() const { return static_cast<const D*>(this)->area_impl(); }
};
template <class T> struct square : shape<square<T>> { T s; constexpr explicit square(T v) : s(v) {} constexpr T area_impl() const { return s * s; } };
template <class S> constexpr double total_area(const shape<S>& s) { return s.area(); }
constexpr int sum_range(int from, int to) {
  int s = 0;
  for (counting_iterator it(from), end(to); it != end; it++) s += *it;
  return s;
}
static_assert(sum_range(1, 5) == 10, "");
static_assert(widget<printable, clonable>{}.clone().print() == 30, "");
static_assert(total_area(square<int>(3)) == 9.0, "");
int main() { counting_iterator a(1); ++a; return *a - 2; }
