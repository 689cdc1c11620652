template<class D> struct base {
  D& self() { return static_cast<D&>(*this); }
  int run() { return self().impl() + 1; }
  __attribute__((device)) int drun() { return 0; }
};
struct impl1 : base<impl1> { int impl() { return 41; } __attribute__((device)) int dimpl() { return 0; } };
template<class T> struct impl2 : base<impl2<T> > { int impl() { return sizeof(T); } };
void h() {
  impl1 a; a.run();
  impl2<double> b; b.run();
  a.self().impl();
  a.dimpl();
  a.drun();
  b.drun();
}
