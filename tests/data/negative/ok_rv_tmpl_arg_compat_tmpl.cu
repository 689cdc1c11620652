template<class T> struct alloc { typedef T value_type; typedef T* pointer; typedef const T* const_pointer; };
template<class T> struct alloc<T*> { typedef T* value_type; typedef T** pointer; typedef T* const* const_pointer; };
template<class A> struct traits { typedef typename A::pointer pointer; typedef typename A::const_pointer const_pointer; typedef typename A::value_type vt; };
template<class T, class A = alloc<T> > struct vec {
  typedef typename traits<A>::pointer pointer;
  typedef typename traits<A>::const_pointer const_pointer;
  void assign(const_pointer b, const_pointer e) {}
  void put(pointer p) {}
  void val(typename traits<A>::vt v) {}
};
struct B {}; struct D : B {};
template<class T> void take(typename alloc<T>::pointer) {}
template<class T> void take2(T*, T*) {}
void h() {
  int a[3];
  vec<int> v; v.assign(a, a + 3); v.put(a); v.val(1);
  vec<int*> vp; int* pa[2]; vp.put(pa); vp.assign(pa, pa + 2); vp.val(a);
  vec<B*> vb; D d; vb.val(&d);
  vec<const char*> vs; vs.val("lit");
  take<int>(a);
  take<int*>(pa);
  take2(a, a + 1);
  vec<char> vc; vc.assign("abc", "abc" + 3);
}
