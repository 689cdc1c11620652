template<class T> struct X { T v; __attribute__((device)) friend int get(const X& a) { return a.v; } };
void h() { X<int> a; get(a); }
