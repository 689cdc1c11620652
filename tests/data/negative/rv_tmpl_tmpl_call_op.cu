template<class T> struct F { __attribute__((device)) T operator()(T x) const { return x; } };
void h() { F<int> f; f(1); }
