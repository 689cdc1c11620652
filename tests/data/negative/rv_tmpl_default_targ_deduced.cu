template<class T, class U = int> __attribute__((device)) U dconv(T t) { return (U)t; }
void h() { dconv(1.5); }
