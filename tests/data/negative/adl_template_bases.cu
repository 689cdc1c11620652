// an operator on an object of a class template's specialisation whose base is
// another template and whose allocator-like argument declares hidden friends
// under other names: argument-dependent lookup is sure of the candidates, and
// the member operator called is checked (a __device__ one from host code)
namespace n {
template<class T> struct alloc {
  friend bool operator==(const alloc&, const alloc&) { return true; }
  friend bool operator!=(const alloc&, const alloc&) { return false; }
};
template<class T> struct base { T *p; };
template<class T, class A = alloc<T>> struct box : base<T> {
  __attribute__((device)) T &operator[](unsigned long i);
  T &operator()(unsigned long i);
};
}
struct S { int m; };
int h1(n::box<S> &b) { return b[0].m; }
int h2(n::box<S> &b) { return b(0).m; }
__attribute__((device)) int d1(n::box<S> &b) { return b[1].m; }
