// options: --c++20 --gnu_version=120200
// class member access with qualified-id [expr.ref]/7, [class.member.lookup]: obj.Base::m,
// p->Base::f() to name hidden or virtual members non-virtually, and obj.T::m in templates
struct base {
  int value = 1;
  constexpr virtual int id() const { return 10; }
  constexpr int hidden() const { return 100; }
  static constexpr int s = 1000;
};
struct derived : base {
  int value = 2;
  constexpr int id() const override { return 20; }
  constexpr int hidden() const { return 200; }
};
struct more : derived { int value = 3; };

constexpr int access() {
  more m;
  const more* p = &m;
  int r = 0;
  r += m.value + m.derived::value * 10 + m.base::value * 100;
  r += p->base::id() + p->id() + m.derived::id();
  r += m.base::hidden() + p->hidden();
  r += m.base::s + p->more::s;
  return r;
}
static_assert(access() == 123 + 10 + 20 + 20 + 100 + 200 + 2000);

// the class named after . may be found in the class of the object expression
template<class T> struct node : T {
  int depth = 0;
  constexpr int base_value() const { return this->T::value; }
  constexpr int self_depth() const { return this->node::depth; }
};
struct payload { int value = 7; };
static_assert(node<payload>{}.base_value() == 7 && node<payload>{}.self_depth() == 0);

template<class B, class D> constexpr int via_base(const D& d) { return d.B::id(); }
static_assert(via_base<base>(derived{}) == 10 && via_base<derived>(more{}) == 20);

struct s1 { int v = 1; };
struct s2 { int v = 2; };
struct both : s1, s2 {};
static_assert(both{}.s1::v == 1 && both{}.s2::v == 2);
namespace nm { struct inner { int x = 5; }; }
static_assert(nm::inner{}.nm::inner::x == 5);
