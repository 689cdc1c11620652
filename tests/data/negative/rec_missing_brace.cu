void f(int x) {
  if (x) {
    x = 1;
}
template <class T> void g(T t) { t = 0; }
template <class T> struct S { T v; };
int k = 3;
void h() { k = zz; }
