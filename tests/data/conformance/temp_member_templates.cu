// member templates [temp.mem]: member function templates, member class templates, templated
// constructors and conversion operators, member templates of class templates, virtual non-templates
template <class T>
struct allocator {
  using value_type = T;
  allocator() = default;
  template <class U> allocator(const allocator<U>&) noexcept {}
  template <class U> struct rebind { using other = allocator<U>; };
  template <class U> bool operator==(const allocator<U>&) const { return true; }
  template <class U, class... Args> void construct(U* p, Args&&... args) { *p = U(static_cast<Args&&>(args)...); }
};
struct any_visitor {
  template <class T> int operator()(const T&) const { return sizeof(T); }
  template <class T> static int static_visit(T) { return 1; }
  template <class T> operator T*() const { return nullptr; }
  template <class T, int N = 2> struct buffer { T items[N]; };
  template <int N> int nth() const { return N; }
};
template <class T>
struct container {
  template <class U> struct node { T key; U val; };
  template <class Pred> int count_if(Pred p) const { return p(value) ? 1 : 0; }
  template <class U> container<U> convert() const { return container<U>{U(value)}; }
  template <class U> using with = container<U>;
  T value;
};
int main() {
  allocator<int> a;
  allocator<long> b(a);
  allocator<int>::rebind<char>::other c;
  int slot = 0;
  a.construct(&slot, 5);
  any_visitor v;
  int* p = v;
  any_visitor::buffer<int> buf{{1, 2}};
  any_visitor::buffer<char, 3> buf3{};
  container<int> ct{7};
  container<int>::node<double> n{1, 2.0};
  container<int>::with<long> w{ct.convert<long>()};
  int r = slot + v(1.0) + any_visitor::static_visit('a') + (p == nullptr) + buf.items[1] + buf3.items[0];
  r += ct.count_if([](int x) { return x > 3; }) + n.key + int(w.value) + v.nth<3>() + v.template nth<1>();
  return r + (b == c) - 29;
}
