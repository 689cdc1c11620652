// conformance program stmt_labeled: valid C++17 accepted by the reference front end
// labeled-statement: attribute-specifier-seq(opt) identifier : statement, case, default
// [stmt.label], [stmt.switch]: labels in nested blocks, goto forward/backward, labels on null statements
int classify(int c) {
  int r = 0;
  switch (c) {
  case 0:
    r = 10;
    break;
  case 1: case 2:
  case 3 + 1:
    r = 20;
    break;
  default:
    {
    case 7:
      r = 30;
    }
    break;
  }
  return r;
}
int search(const int* p, int n, int key) {
  int i = 0;
again:
  if (i == n) goto not_found;
  if (p[i] == key) goto found;
  ++i;
  goto again;
found:
  return i;
not_found:
  ;
  return -1;
}
int labelled_attr(int x) {
  [[maybe_unused]] start:
  if (x > 0) { --x; goto start; }
  {
  inner: ;
  }
  done: return x;
}
int main() {
  int a[] = {4, 5, 6};
  return classify(7) + search(a, 3, 6) + labelled_attr(3) - 32;
}
