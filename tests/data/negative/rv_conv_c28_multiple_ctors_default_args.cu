// written blind to the code (conversions review): c28_multiple_ctors_default_args
struct T {
  T(int, int = 2, int = 3) {}
  T(const char*, double = 1.0) {}
};
void take(const T&) {}
void f() { take(1); take("x"); T a = 4; T b = "y"; T c(1, 2); T d{"z", 2.0}; (void)a;(void)b;(void)c;(void)d; }
