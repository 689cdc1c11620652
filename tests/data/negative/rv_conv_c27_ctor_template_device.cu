// written blind to the code (conversions review): c27_ctor_template_device
struct T {
  __attribute__((host)) __attribute__((device)) T(int) {}
  template <class U> __attribute__((device)) T(U) {}
};
void take(T) {}
void f() { take(1); take(2.0); }
