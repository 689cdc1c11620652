// a range-based for's `auto` variable takes its type from what the range's
// begin() yields when dereferenced (a container's iterator class template with
// an overloaded operator*), or from an array's element: members called on it
// are checked (a __device__ one from host code)
template<class T> struct iter {
  T *p;
  T &operator*() const { return *p; }
  iter &operator++() { ++p; return *this; }
  bool operator!=(const iter &o) const { return p != o.p; }
};
template<class T> struct box {
  typedef iter<T> iterator;
  typedef iter<const T> const_iterator;
  iterator begin(); iterator end();
  const_iterator begin() const; const_iterator end() const;
};
struct S { __attribute__((device)) int dm() const; int hm() const; int m; };
int f(box<S> &b, const box<S> &c, S (&arr)[4]) {
  int n = 0;
  for (const auto &s : b) n += s.hm();
  for (auto &s : b) n += s.dm();
  for (auto s : arr) n += s.dm();
  for (auto &&s : c) n += s.dm() + s.m;
  for (const auto s : c) n += s.hm();
  return n;
}
