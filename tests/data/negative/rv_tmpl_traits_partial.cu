template<class T> struct traits { typedef T value_type; typedef T& reference; };
template<class T> struct traits<T*> { typedef T value_type; typedef T& reference; };
template<class T> struct alloc { typedef T value_type; };
template<class T> struct traits<alloc<T> > { typedef T value_type; typedef alloc<T> allocator; };
struct D { __attribute__((device)) int dm() const { return 1; } int hm() const { return 2; } };
void h() {
  traits<D*>::value_type a;
  a.hm();
  traits<alloc<D> >::value_type b;
  b.hm();
  b.dm();
  traits<D>::reference r = a;
  r.dm();
  traits<alloc<D> >::allocator al;
  (void)al;
}
