template<class T> struct A { T v; __attribute__((device)) bool operator==(const A& o) const { return v == o.v; } };
void h() { A<int> a{1}, b{2}; bool x = a == b; }
