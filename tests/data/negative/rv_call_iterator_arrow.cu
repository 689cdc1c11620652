template<class T> struct iter {
  T* p;
  T& operator*() const { return *p; }
  T* operator->() const { return p; }
  iter& operator++() { ++p; return *this; }
  iter operator++(int) { iter t = *this; ++p; return t; }
  bool operator!=(const iter& o) const { return p != o.p; }
  bool operator==(const iter& o) const { return p == o.p; }
};
template<class T> struct cont { T d[4]; iter<T> begin() { return iter<T>{d}; } iter<T> end() { return iter<T>{d + 4}; } };
struct E { __attribute__((device)) void dev() {} void host() {} };
void h() {
  cont<E> c;
  for (iter<E> i = c.begin(); i != c.end(); ++i) { (*i).host(); i->host(); }
  iter<E> j = c.begin(); j++;
  (*j).dev();
  j->dev();
  if (j == c.end()) {}
}
