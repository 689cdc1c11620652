template<class T> struct less { bool operator()(const T& a, const T& b) const { return a < b; } };
template<class T> struct less<T*> { __attribute__((device)) bool operator()(T* a, T* b) const { return a < b; } };
template<> struct less<void> { template<class A, class B> bool operator()(const A& a, const B& b) const { return a < b; } };
template<class T, class C = less<T> > struct set { C c; bool cmp(const T& a, const T& b) const { return c(a, b); } };
void h() {
  less<int> l; l(1, 2);
  less<void> lv; lv(1, 2.0);
  set<int> s; s.cmp(1, 2);
  int x, y;
  less<int*> lp;
  lp(&x, &y);
}
