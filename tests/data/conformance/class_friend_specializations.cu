// friend declarations naming template specialisations [temp.friend]
// friend f<>(...), friend f<T>, friend class C<T>, friend struct B<int>, friend template member
template <class T> class matrix;
template <class T> matrix<T> transpose(const matrix<T>&);
template <class T> int trace(const matrix<T>&);
template <class T> bool operator==(const matrix<T>&, const matrix<T>&);
template <class T> struct printer;
template <class T> struct serializer;
struct inspector { template <class T> static int look(const matrix<T>& m); };
template <class T>
class matrix {
  T d[4] = {1, 2, 3, 4};
  friend matrix transpose<>(const matrix&);
  friend int trace<T>(const matrix<T>&);
  friend bool operator==<>(const matrix&, const matrix&);
  friend struct printer<T>;
  friend struct serializer<int>;
  template <class U> friend class matrix;
  template <class U> friend int inspector::look(const matrix<U>&);
public:
  template <class U> T first_of(const matrix<U>& o) const { return d[0] + T(o.d[0]); }
};
template <class T> matrix<T> transpose(const matrix<T>& m) {
  matrix<T> r;
  r.d[1] = m.d[2];
  r.d[2] = m.d[1];
  return r;
}
template <class T> int trace(const matrix<T>& m) { return int(m.d[0] + m.d[3]); }
template <class T> bool operator==(const matrix<T>& a, const matrix<T>& b) {
  for (int i = 0; i < 4; ++i) if (a.d[i] != b.d[i]) return false;
  return true;
}
template <class T> struct printer { static T first(const matrix<T>& m) { return m.d[0]; } };
template <> struct serializer<int> { static double size(const matrix<double>& m) { return m.d[3]; } };
template <class T> int inspector::look(const matrix<T>& m) { return int(m.d[1]); }
int main() {
  matrix<int> m;
  matrix<double> md;
  bool same = transpose(transpose(m)) == m;
  return trace(m) + printer<int>::first(m) + int(serializer<int>::size(md)) + inspector::look(md) +
         m.first_of(md) - 13 + (same ? 0 : 1);
}
