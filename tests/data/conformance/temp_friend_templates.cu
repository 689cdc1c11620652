// friend templates [temp.friend]: friend function templates defined in class templates,
// befriending all specialisations, a single specialisation, members of other templates,
// non-template friends of class templates (hidden friends instantiated per specialisation)
template <class T> class number;
template <class T> constexpr T raw(const number<T>& n);
template <class T>
class number {
  T v;
  template <class U> friend class number;
  friend constexpr T raw<>(const number&);
  template <class U> friend constexpr number<U> make_number(U);
  template <class A, class B> friend constexpr auto add(const number<A>&, const number<B>&);
  friend constexpr number operator-(const number& n) { return number(-n.v); }
  template <class U> friend struct inspector;
public:
  constexpr explicit number(T x) : v(x) {}
  template <class U> constexpr bool less(const number<U>& o) const { return v < o.v; }
};
template <class T> constexpr T raw(const number<T>& n) { return n.v; }
template <class U> constexpr number<U> make_number(U u) { number<U> n(u); n.v = u; return n; }
template <class A, class B> constexpr auto add(const number<A>& a, const number<B>& b) { return a.v + b.v; }
template <class U> struct inspector { template <class T> static constexpr T peek(const number<T>& n) { return n.v; } };
template <class T>
struct registry {
  template <class U> friend constexpr int visit(registry<U>*);
  friend constexpr int count(const registry&) { return sizeof(T); }
};
template <class U> constexpr int visit(registry<U>*) { return 7; }
static_assert(raw(number<int>(3)) == 3 && raw(make_number(4L)) == 4, "");
static_assert(add(number<int>(1), number<double>(2.5)) == 3.5, "");
static_assert(raw(-number<int>(5)) == -5 && number<int>(1).less(number<long>(2)), "");
static_assert(inspector<void>::peek(number<char>('a')) == 'a', "");
static_assert(count(registry<long>{}) == 8 && count(registry<char>{}) == 1 && visit<int>(nullptr) == 7, "");
int main() { return raw(number<int>(0)); }
