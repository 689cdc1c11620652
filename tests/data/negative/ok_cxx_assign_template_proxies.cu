// Assignments to objects of class templates (a const operator= proxy, a tie-like tuple returned by value) are overloaded operator calls, never built-in ones (valid: the reference accepts it).
template<class T> struct Ref { T *p; const Ref &operator=(T v) const { *p = v; return *this; } };
template<class A, class B> struct Tup { A &a; B &b; Tup &operator=(const Tup &o) { a = o.a; b = o.b; return *this; } template<class X, class Y> Tup &operator=(const Tup<X,Y>&); };
template<class A, class B> Tup<A, B> tie(A &a, B &b) { return Tup<A, B>{a, b}; }
Ref<int> mk(int *p) { return Ref<int>{p}; }
struct NR { int *p; const NR &operator=(int v) const { *p = v; return *this; } };
NR mknr(int *p) { return NR{p}; }
void t(int *q) {
  int x = 0, y = 0;
  const Ref<int> r{q}; r = 1;
  mk(q) = 2;
  tie(x, y) = tie(y, x);
  Ref<int>{q} = 3;
  const NR nr{q}; nr = 4;
  mknr(q) = 5;
  NR{q} = 6;
}
