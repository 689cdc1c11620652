struct V { float x; __attribute__((device)) V& operator+=(const V& o) { x += o.x; return *this; } };
void h() { V a{1}, b{2}; a += b; }
