struct P { __attribute__((device)) int d() { return 1; } };
template<unsigned long I, class T> T& get(T& t) { return t; }
void h() { P p; get<2>(p).d(); }
