template<class T> struct box { T v; __attribute__((device)) T dget() const { return v; } T get() const { return v; } };
template<class T> using B = box<T>;
template<class T> using ptr = T*;
template<class T> struct A { template<class U> using rebind = box<U>; typedef T value_type; };
void h() {
  B<int> b{1};
  b.get();
  ptr<int> p = &b.v;
  A<char>::rebind<int> r{2};
  r.get();
  r.dget();
  B<long> bl{3}; bl.dget();
}
