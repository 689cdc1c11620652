// written blind to the code (conversions review): c26_ctor_template_and_ctor
struct T {
  T(int) {}
  template <class U> T(U) {}
};
void take(T) {}
void f() { take(1); take(2.0); take('c'); T t = 3.5f; (void)t; }
