struct item { __attribute__((device)) int dv() const { return 0; } };
template<class T> struct alloc { typedef T& reference; };
template<class T, class A = alloc<T> > struct iter { T* p; typename A::reference operator*() const { return *p; } };
void h() { iter<item> i{0}; (*i).dv(); }
