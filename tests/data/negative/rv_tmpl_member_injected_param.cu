template<class T> struct A { T v; __attribute__((device)) void set(const A& o) { v = o.v; } };
void h() { A<int> a{1}, b{2}; a.set(b); }
