// review: ptr_to_member_on_converting_class
struct H { int m; int f() const { return 0; } __attribute__((device)) operator float() const { return 0; } };
void h() {
  H a{};
  int H::*pm = &H::m;
  int (H::*pf)() const = &H::f;
  int x = a.*pm;
  int y = (a.*pf)();
  H* p = &a;
  int z = p->*pm;
  (void)x; (void)y; (void)z;
}
