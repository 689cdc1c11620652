template<class T> struct S { template<class U> __attribute__((device)) U dconv(U u) const { return u; } };
void h() { S<int> s; s.dconv('c'); }
