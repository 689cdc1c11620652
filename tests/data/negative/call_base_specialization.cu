// A class template's specialisation converts to its base class
// template's specialisation (derived to base, read from the definition the
// arguments select): an exact-rank candidate against user-defined ones.
template <class T> struct Base { int b; };
template <class T> struct Mid : Base<T> { };
template <class T> struct Leaf : Mid<T> { };
struct Other { Other(const Leaf<int> &); };
__attribute__((device)) int g(const Base<int> &);
int g(const Other &);
__attribute__((device)) int k(const Mid<int> &);
int k(const Base<long> &);
int h() {
  Leaf<int> l;
  Mid<int> m;
  return g(l) + g(m) + k(l);
}
