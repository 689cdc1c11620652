template<class T> struct box { T v; __attribute__((device)) T dget() const { return v; } T get() const { return v; } };
template<class T> struct alloc { template<class U> struct rebind { typedef alloc<U> other; }; typedef T value_type;
  __attribute__((device)) T* dallocate(int) { return 0; } T* allocate(int) { return 0; } };
template<class A, class U> struct rebind_traits { typedef typename A::template rebind<U>::other type; };
void h() {
  typedef rebind_traits<alloc<int>, double>::type AD;
  AD a;
  double* p = a.allocate(1);
  alloc<int>::rebind<char>::other ac;
  char* q = ac.allocate(2);
  ac.dallocate(3);
}
