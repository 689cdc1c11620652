// Members found where they are declared: anonymous unions and structs,
// bases named through typedefs and aliases, names brought in from
// dependent bases, inherited constructors, and the class's names in the
// trailing return type of a member defined outside it. No diagnostics.
struct value {
  int tag;
  union {
    int i;
    float f;
    struct { short lo, hi; };
  };
  int as_int() const { return tag == 0 ? i : tag == 1 ? (int)f : lo + hi; }
};

static union { int gi; float gf; };
int global_int() { return gi; }

int local_union() {
  union { int li; char bytes[4]; };
  li = 0;
  return bytes[0] + li;
}

struct counter { int hits; };
typedef counter counter_t;
using counter_alias = counter;
struct a : counter_t { int get() const { return hits; } };
struct b : counter_alias { template <class T> T get() const { return T(hits); } };

template <class T> struct storage {
  union { T item; char raw[sizeof(T)]; };
  T peek() const { return item; }
};

template <class T> struct base { T first; T second(); };
template <class T> struct widget : base<T> {
  using base<T>::first;
  using base<T>::second;
  using super = base<T>;
  using super::super;
  T sum() { return first + second(); }
};

template <class A, class B> struct pair { A a; B b; };
template <class K> struct table {
  typedef const K *const_iterator;
  pair<const_iterator, const_iterator> range(const K &k) const;
};
template <class K>
auto table<K>::range(const K &k) const -> pair<const_iterator, const_iterator> {
  return {&k, &k};
}

int main() {
  value v{};
  storage<int> s{};
  return v.as_int() + global_int() + local_union() + a{}.get() + b{}.get<int>() + s.peek();
}
