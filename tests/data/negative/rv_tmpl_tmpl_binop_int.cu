template<class T> struct A { T v; __attribute__((device)) bool operator==(int o) const { return v == o; } };
void h() { A<int> a{1}; bool x = a == 2; }
