template<class T> struct S { template<class U> __attribute__((device)) U dconv(U u) const { return u; } };
__attribute__((device)) void d() {}
void h() { d(); S<int> s; s.dconv('c'); }
