template<class D> struct base { __attribute__((device)) int drun() { return 0; } };
template<class T> struct impl2 : base<T> { };
void h() { impl2<int> b; b.drun(); }
