// options: --c++20 --gnu_version=120200
// [dcl.attr.likelihood] [[likely]] and [[unlikely]] on statements and labels (C++20)
// on if/else branches, case labels, loop bodies, compound statements and in templates
int clamp_index(int i, int n) {
  if (i < 0) [[unlikely]] {
    return 0;
  } else if (i >= n) [[unlikely]] {
    return n - 1;
  } else [[likely]] {
    return i;
  }
}
int dispatch(int op, int a, int b) {
  switch (op) {
  [[likely]] case 0: return a + b;
  [[unlikely]] case 1: return a - b;
  case 2: [[likely]] return a * b;
  [[unlikely]] default: return 0;
  }
}
template <class T> T checked_div(T a, T b) {
  if (b == T{}) [[unlikely]]
    return T{};
  [[likely]] return a / b;
}
int spin(int n) {
  int s = 0;
  while (n-- > 0) [[likely]] { s += n; }
  for (int i = 0; i < 3; ++i) [[unlikely]] s -= i;
  return s;
}
int main() {
  return clamp_index(5, 3) + dispatch(2, 3, 4) + checked_div(9, 3) + checked_div(1.0, 0.0) + spin(4) - 17;
}
