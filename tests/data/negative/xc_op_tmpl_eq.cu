// tests: device operator== function template on Box<T> reached from host code via `a == b` -> error
template <class T> struct Box { T lo, hi; };
template <class T>
__attribute__((device)) bool operator==(const Box<T>& a, const Box<T>& b) {
  return a.lo == b.lo && a.hi == b.hi;
}
bool same_bounds(const Box<float>& a, const Box<float>& b) {
  return a == b;
}
int main() {
  Box<float> x{0.f, 1.f}, y{0.f, 1.f};
  return same_bounds(x, y) ? 0 : 1;
}
