template<class T, class U = T> struct P { T a; U b; __attribute__((device)) U get() const { return b; } U hget() const { return b; } };
template<class T, class U = T*> U conv(T& t) { return &t; }
template<class T, class U = int> __attribute__((device)) U dconv(T t) { return (U)t; }
void h() {
  P<int> p{1, 2};
  int y = p.hget();
  int z = p.get();
  int q = 3;
  int* pq = conv(q);
  long w = conv<int, long>(q) == 0;
  dconv(1.5);
  dconv<double, long>(2.5);
}
