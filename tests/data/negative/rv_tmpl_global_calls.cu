__attribute__((global)) void k(int) {}
template<class T> __attribute__((global)) void kt(T) {}
template<class T> struct S { __attribute__((device)) void dm() {} };
void h() {
  k(1);
  kt(2);
  kt<float>(2);
  void (*fp)(int) = k;
  auto fp2 = &kt<int>;
}
__attribute__((device)) void d() { k(1); }
