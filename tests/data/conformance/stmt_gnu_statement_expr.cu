// conformance program stmt_gnu_statement_expr: valid C++17 accepted by the reference front end
// GNU statement expressions ( { statement-seq } ) and __label__ declarations (GCC extension,
// accepted in --gnu_version mode), as used in min/max helpers and kernel utility code
template <class T> T max3(T a, T b, T c) {
  return ({
    T m = a > b ? a : b;
    m > c ? m : c;
  });
}
int compute(int x) {
  int y = ({ int t = x * 2; t + 1; });
  int z = ({ int r = 0; for (int i = 0; i < x; ++i) r += i; r; });
  ({ if (y > 3) y = 3; });
  return y + z;
}
int labels(int n) {
  __label__ out;
  int s = 0;
  for (int i = 0; i < n; ++i) {
    if (i == 5) goto out;
    s += i;
  }
out:
  return s;
}
int main() { return max3(1, 7, 3) + compute(3) + labels(10) - 23; }
