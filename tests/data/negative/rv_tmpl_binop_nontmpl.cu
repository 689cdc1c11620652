struct A { int v; __attribute__((device)) bool operator==(const A& o) const { return v == o.v; } };
void h() { A a{1}, b{2}; bool x = a == b; }
