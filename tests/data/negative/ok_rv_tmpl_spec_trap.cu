struct DevImpl { __attribute__((device)) int run() const { return 0; } };
struct HostImpl { int run() const { return 1; } };
template<class T> struct pick { typedef DevImpl type; };
template<class T> struct pick<T*> { typedef HostImpl type; };
template<class T> struct pick<const T> { typedef HostImpl type; };
template<> struct pick<int> { typedef HostImpl type; };
template<class T, class U> struct pick2 { typedef DevImpl type; };
template<class T> struct pick2<T, T> { typedef HostImpl type; };
template<class T> struct pick2<T*, T> { typedef HostImpl type; };
template<class T> struct alloc {};
template<class T> struct pick<alloc<T> > { typedef HostImpl type; };
template<class T, int N> struct pick<T[N]> { typedef HostImpl type; };
template<class R, class... A> struct pick<R(A...)> { typedef HostImpl type; };
template<class T> using pick_t = typename pick<T>::type;
void h() {
  pick<char*>::type a; a.run();
  pick<const double>::type b; b.run();
  pick<int>::type c; c.run();
  pick2<long, long>::type d; d.run();
  pick2<int*, int>::type e; e.run();
  pick<alloc<float> >::type f; f.run();
  pick<int[3]>::type g; g.run();
  pick<void(int, char)>::type i; i.run();
  pick_t<void*> j; j.run();
  pick_t<alloc<int> >().run();
  typename pick<const int*>::type k; k.run();
}
