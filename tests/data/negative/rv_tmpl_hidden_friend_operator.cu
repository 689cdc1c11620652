template<class T> struct X { T v; __attribute__((device)) friend bool operator<(const X& a, const X& b) { return a.v < b.v; } };
void h() { X<int> a, b; bool l = a < b; }
