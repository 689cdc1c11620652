template<class T> int vf(T, ...) { return 1; }
template<class T> __attribute__((device)) int dvf(T, ...) { return 1; }
template<class T> char pick(T*, ...) { return 0; }
template<class T> long pick(T*, int) { return 0; }
void h() {
  vf(1);
  vf(1, 2, 3.0, "x");
  int x;
  static_assert(sizeof(pick(&x, 1)) == sizeof(long), "");
  static_assert(sizeof(pick(&x, 1.0)) == sizeof(long), "");
  static_assert(sizeof(pick(&x, "s")) == 1, "");
  dvf(2, 3);
}
