struct DevImpl { __attribute__((device)) int run() const { return 0; } };
struct HostImpl { int run() const { return 1; } };
template<class T, class = void> struct sel { typedef DevImpl type; };
template<class T> struct sel<T, decltype((void)T::tag)> { typedef HostImpl type; };
struct tagged { static const int tag = 1; };
template<bool B> struct bsel { typedef DevImpl type; };
template<> struct bsel<true> { typedef HostImpl type; };
template<class T> struct is_ptr { static const bool value = false; };
template<class T> struct is_ptr<T*> { static const bool value = true; };
template<int N> struct isel { typedef DevImpl type; };
template<> struct isel<4> { typedef HostImpl type; };
template<class T> struct outer { template<class U> struct in { typedef DevImpl type; }; template<class U> struct in<U*> { typedef HostImpl type; }; };
template<class T> struct base_t { typedef HostImpl type; };
template<class T> struct derived_t : base_t<T> { };
template<class T> struct rec { typedef typename rec<T*>::type type; };
template<class T> struct rec<T**> { typedef HostImpl type; };
void h() {
  sel<tagged>::type a; a.run();
  bsel<is_ptr<int*>::value>::type b; b.run();
  isel<sizeof(int)>::type c; c.run();
  outer<int>::in<char*>::type d; d.run();
  derived_t<int>::type e; e.run();
  rec<int>::type f; f.run();
  bsel<(sizeof(long) > 4)>::type g; g.run();
  isel<2 + 2>::type i; i.run();
}
