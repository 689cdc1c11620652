// conformance program stmt_expression_null: valid C++17 accepted by the reference front end
// expression-statement: expression(opt) ;  [stmt.expr]
// null statements as loop bodies, discarded-value expressions, comma and void casts
struct counter {
  int n = 0;
  counter& operator++() { ++n; return *this; }
  int operator()(int k) const { return n + k; }
};
int g;
int side() { return ++g; }
void f(int* p, int len) {
  ;
  ;;
  for (int i = 0; i < len; p[i] = i, ++i)
    ;
  while (len-- > 0 && p[len] != 3)
    ;
  (void)side();
  static_cast<void>(side());
  side(), side();
  g += 1, g *= 2;
  p[0] ? side() : g++;
  [] {}();
  counter c;
  ++++c;
  c(3);
  (void)sizeof(c);
  {
    ;
  }
}
int main() {
  int a[5];
  f(a, 5);
  return g == 0;
}
