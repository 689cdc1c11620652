// review: object_call_using_base_operator
struct B { int operator()(long) const; int f(long) const; };
struct D : B {
  __attribute__((device)) int operator()(int) const;
  using B::operator();
  __attribute__((device)) int f(int) const;
  using B::f;
};
void h() {
  D d;
  d(5L);
}
