template<class T> struct X { template<class U> __attribute__((device)) U dconv() const { return U(); } };
void h() { X<char> x; x.dconv<short>(); }
