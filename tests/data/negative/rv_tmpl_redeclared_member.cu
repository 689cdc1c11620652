template<class T> struct S {
  T get(T v) const;
  __attribute__((device)) T dget(T v) const;
  template<class U> U conv(U u) const;
  template<class U> __attribute__((device)) U dconv(U u) const;
};
template<class Q> Q S<Q>::get(Q w) const { return w; }
template<class Q> __attribute__((device)) Q S<Q>::dget(Q w) const { return w; }
template<class Q> template<class R> R S<Q>::conv(R r) const { return r; }
template<class Q> template<class R> __attribute__((device)) R S<Q>::dconv(R r) const { return r; }
void h() {
  S<int> s;
  s.get(1);
  s.conv(2.0);
  s.dget(3);
  s.dconv('c');
}
