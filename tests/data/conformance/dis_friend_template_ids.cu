// [temp.friend] [class.friend]: friend declarations that name template specialisations:
// friend class X<T>, friend X<int>, friend void f<>(S), friend void f<T>(S), friend templates,
// and the '<>' after a friend function name (a template-id, not operators)
template <class T> struct vec;
template <class T> int peek(const vec<T>&);
template <class T> int poke(const vec<T>&);
template <class T> struct inspector;
struct registry;
template <class T> struct vec {
  friend int peek<>(const vec&);                 // specialisation, arguments deduced
  friend int poke<T>(const vec<T>&);             // explicit arguments
  friend struct inspector<T>;                    // elaborated friend specialisation
  friend registry;                               // C++11 simple friend type
  template <class U> friend struct vec;          // all specialisations
  template <class U> friend int size_of(const vec<U>&) ;
private:
  T data = T(3);
  int n = 1;
};
template <class T> int peek(const vec<T>& v) { return int(v.data); }
template <class T> int poke(const vec<T>& v) { return v.n; }
template <class U> int size_of(const vec<U>& v) { return v.n; }
template <class T> struct inspector { int look(const vec<T>& v) { return int(v.data) * 2; } };
struct registry { template <class T> int count(const vec<T>& v) { return v.n; } };
template <class T> struct vec_peer { int other(const vec<long>& v) { return int(v.data); } };
int main() {
  vec<int> v;
  vec<long> l;
  inspector<int> in;
  registry r;
  return peek(v) + poke(v) + size_of(v) + in.look(v) + r.count(l) + peek(l) - 15;
}
