template<class T> struct iter {
  T* p;
  __attribute__((device)) T& operator*() const { return *p; }
  iter& operator++() { ++p; return *this; }
  bool operator!=(const iter& o) const { return p != o.p; }
};
template<class T> struct cont { T d[4]; iter<T> begin() { return iter<T>{d}; } iter<T> end() { return iter<T>{d + 4}; } };
struct dcont { int d[4]; __attribute__((device)) int* begin() { return d; } __attribute__((device)) int* end() { return d + 4; } };
void h() {
  cont<int> c;
  for (int x : c) (void)x;
  dcont dc;
  for (int y : dc) (void)y;
}
