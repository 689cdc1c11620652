// [temp.names] [basic.lookup.classref]: after . and -> a data member named like a template
// elsewhere is not a template: s.size < n, p->count < k > 0, s.get < 3; member templates need
// lookup in the class of the object expression
template <class T> struct size {};
template <class T> struct count {};
template <int N> int get() { return N; }
struct buffer {
  int size = 4;
  int count = 2;
  int get = 1;
  template <int N> int at() const { return N + size; }
  template <class T> static int tsize() { return sizeof(T); }
};
template <class B> int generic(const B& b) {
  return (5 > b.size) + (b.count > 1) + b.template at<2>() + B::template tsize<char>();
}
int main() {
  buffer s;
  buffer* p = &s;
  int n = 5, k = 3;
  bool r1 = s.size < n;
  bool r2 = p->count < k > 0;           // (p->count < k) > 0
  bool r3 = s.get < 3 && s.size > 2;
  bool r4 = p->size < n && n > p->count;
  int r5 = s.at<3>();                   // member template found in the class
  int r6 = p->at<1>() + buffer::tsize<int>();
  int r7 = get<2>();                    // namespace-scope template
  return r1 + r2 + r3 + r4 + r5 + r6 + r7 + generic(s) - 31;
}
