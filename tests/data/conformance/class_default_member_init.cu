// brace-or-equal-initializer in member-declarator (default member initializers) [class.mem],
// [class.base.init]/9: uses of this, other members, lambdas, templates, NSDMI overridden by ctor
struct point { int x = 0, y = x + 1; };
struct buffer {
  static constexpr int cap = 8;
  int size = 0;
  char data[cap] = {};
  char* cursor = data;
  buffer* self = this;
  int (*fn)(int) = [](int v) { return v + 1; };
  point origin{1, 2};
  point other = {3};
  int computed = helper();
  int helper() const { return cap * 2; }
  buffer() = default;
  buffer(int s) : size(s) {}
};
template <class T>
struct stats {
  T sum{};
  T max = T(-1);
  unsigned count{0};
  T values[2]{T(1), T(2)};
  decltype(sum + max) combined = sum + max;
};
struct tricky {
  int a = b_default();
  static int b_default() { return 5; }
  int arr[2][2] = {{1, 2}, {3, 4}};
  const char* s = "text";
  bool flag = sizeof(int) > 2 && true;
  int tmpl = f<3>();
  template <int N> static constexpr int f() { return N; }
};
int main() {
  buffer b;
  buffer b2(3);
  stats<int> st;
  tricky t;
  point p;
  return b.size + b2.size + (b.cursor == b.data) + (b.self == &b) + b.fn(1) + b.origin.y + b.other.y +
         b.computed + st.max + st.values[1] + st.combined + t.a + t.arr[1][1] + t.tmpl + t.flag + p.y - 37;
}
