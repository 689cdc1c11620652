template<class T> struct V {
  T x;
  friend V operator*(T s, const V& v) { return V{s * v.x}; }
  __attribute__((device)) friend V operator-(const V& v) { return V{-v.x}; }
  __attribute__((host)) __attribute__((device)) friend bool operator!=(const V& a, const V& b) { return a.x != b.x; }
  __attribute__((device)) V& operator+=(const V& o) { x += o.x; return *this; }
  V& operator-=(const V& o) { x -= o.x; return *this; }
};
void h() {
  V<float> a{1}, b{2};
  V<float> c = 2.0f * a;
  bool n = a != b;
  a -= b;
  V<float> d = -a;
  a += b;
}
