template<class T> struct alloc { typedef T value_type; typedef T* pointer; };
template<class A> struct traits { typedef typename A::value_type value_type; template<class U> using rebind = alloc<U>; };
struct pt { int x; int len() const { return x; } };
template<class T> struct holder { T v; T* operator->() { return &v; } T& operator*() { return v; } };
template<class T> struct smart { holder<T> h; holder<T>& operator->() { return h; } };
template<class T> struct chain { T t; const T& get() const { return t; } };
template<class T> T make() { return T(); }
template<class T> struct opt { T v; T& value() { return v; } };
template<class T> struct arr { T d[2]; T& operator[](int i) { return d[i]; } };
void h() {
  traits<alloc<pt> >::value_type v{1}; v.len();
  traits<alloc<int> >::rebind<pt>::value_type r{2}; r.len();
  holder<pt> hp{{3}}; hp->len(); (*hp).len();
  chain<chain<pt> > cc; cc.get().get().len();
  make<pt>().len();
  opt<holder<pt> > o; o.value()->len(); o.value().v.x = 1;
  arr<opt<pt> > ar; ar[0].value().len();
  auto lam = [](auto p) { return p.len(); }; lam(pt{});
  decltype(make<pt>()) dp; dp.len();
  pt pa[2]; pa[1].len(); (pa + 1)->len();
  pt* pp = pa; pp[0].len();
  const auto& cr = cc.get(); cr.get().x;
  auto fp = &pt::len; (pa[0].*fp)();
  int pt::* mp = &pt::x; pa[0].*mp = 2;
  holder<pt>* hh = &hp; (*hh)->len(); hh->v.len();
}
