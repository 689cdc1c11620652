template<class T> struct vec { void put(T* p) {} void val(T v) {} };
struct B {}; struct O {};
void take(int*);
template<class T> struct box { T v; };
void h() {
  vec<int> v; double d; v.put(&d);
  vec<B> vb; O o; vb.put(&o);
  box<int> bx; take(&bx);
  vec<int*> vp; vp.val(1.5);
}
