// tests: unnamed type as template argument of a variable template instantiation
template<class T> __attribute__((device)) int v = 1;
struct { int i; } u;
__attribute__((device)) int use() { return v<decltype(u)>; }
