template<class T> struct X { typedef T type; };
template<> struct X<int> { typedef float type; };
struct D { __attribute__((device)) void go() const {} void hgo() const {} };
template<class T> struct W { typedef D type; };
template<class T> typename X<T>::type id(typename X<T>::type v) { return v; }
template<class T> void use(T) { typename W<T>::type d; d.hgo(); }
void h() {
  X<int>::type f = 1.5f;
  X<char>::type c = 'a';
  float g = id<int>(2.0f);
  use(1);
  W<long>::type w;
  w.go();
  X<D>::type xd; xd.go();
}
