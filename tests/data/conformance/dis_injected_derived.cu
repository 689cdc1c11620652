// C++17 conformance: disambiguation
// [temp.local] p3-p4, [class.derived]: a base class's injected-class-name is inherited:
// usable in derived classes (non-dependent base), as Derived::Base, with or without arguments
template <class T> struct base {
  T v;
  base(T x) : v(x) {}
  int id() const { return 1; }
};
struct derived : base<int> {
  derived() : base(5) {}                               // injected name of base<int>, no arguments
  base* as_base() { return this; }                     // base means base<int>
  base<long> widen() const { return base<long>(v); }   // used as a template name
  int call() const { return base::id() + base<int>::id(); }
};
template <class T> struct dep_derived : base<T> {
  using base_t = typename dep_derived::base;           // found through the injected name of the derived
  dep_derived() : base_t(T(3)) {}
  dep_derived(int, int) : dep_derived::base(T(4)) {}   // mem-initializer via the dependent injected name
  int call() const { return this->v + dep_derived::base::id(); }
};
template <class T> struct crtp {
  T& self() { return static_cast<T&>(*this); }
  int twice() { return self().value() * 2; }
};
struct impl : crtp<impl> {
  int value() const { return 6; }
  int run() { return crtp::twice() + crtp<impl>::twice(); }
};
int main() {
  derived d;
  dep_derived<int> e, f(1, 2);
  impl i;
  return d.as_base()->v + int(d.widen().v) + d.call() + e.call() + f.call() + i.run() - 43;
}
