struct X { int v; __attribute__((device)) friend bool operator<(const X& a, const X& b) { return a.v < b.v; } };
void h() { X a, b; bool l = a < b; }
