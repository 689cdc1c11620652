template<class T> struct V { T x; __attribute__((device)) V& operator+=(const V& o) { x += o.x; return *this; } };
void h() { V<float> a{1}, b{2}; a += b; }
