// tests: device operator== template vs non-template host operator== for Box<int>; host overload is the better match -> valid
template <class T> struct Box { T lo, hi; };
template <class T>
__attribute__((device)) bool operator==(const Box<T>& a, const Box<T>& b) {
  return a.lo == b.lo && a.hi == b.hi;
}
bool operator==(const Box<int>& a, const Box<int>& b) {
  return a.lo == b.lo && a.hi == b.hi;
}
int count_equal(const Box<int>* boxes, int n, const Box<int>& key) {
  int c = 0;
  for (int i = 0; i < n; ++i)
    if (boxes[i] == key) ++c;
  return c;
}
