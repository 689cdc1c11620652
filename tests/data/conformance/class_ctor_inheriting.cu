// using-declaration naming a constructor [namespace.udecl]/3, [class.inhctor.init]
// using B::B; in plain classes, templates, dependent bases, multiple bases
struct base {
  int v;
  base(int x) : v(x) {}
  base(int x, int y) : v(x + y) {}
  explicit base(const char*) : v(-1) {}
  template <class T> base(T* p, int n) : v(n + (p ? 1 : 0)) {}
protected:
  base(double) : v(100) {}
};
struct derived : base {
  using base::base;
  int extra = 10;
};
template <class Alloc>
struct vector_impl : Alloc {
  using Alloc::Alloc;
  int size = 0;
};
struct counting_alloc { int id; counting_alloc(int i) : id(i) {} counting_alloc() : id(0) {} };
template <class T>
struct storage : base {
  using base::base;
  T payload{};
};
template <class Base>
struct with_logging : Base {
  using Base::Base;
  using typename Base::value_type;
  value_type logged() const { return this->value; }
};
struct value_holder { using value_type = int; int value; explicit value_holder(int v) : value(v) {} };
struct mixin_a { mixin_a(int) {} mixin_a() = default; };
struct mixin_b { mixin_b(const char*) {} mixin_b() = default; };
struct combined : mixin_a, mixin_b { using mixin_a::mixin_a; using mixin_b::mixin_b; };
int main() {
  derived d1(1);
  derived d2(2, 3);
  derived d3("x");
  int arr[2];
  derived d4(arr, 4);
  vector_impl<counting_alloc> vi(7);
  storage<double> s(5, 5);
  with_logging<value_holder> w(9);
  combined c1(1);
  combined c2("s");
  return d1.v + d2.v + d3.v + d4.v + d1.extra + vi.id + vi.size + s.v + (int)s.payload + w.logged() - 44;
}
