// conformance program decl_auto_placeholder: valid C++17 accepted by the reference front end
// placeholder-type-specifier: auto  [dcl.spec.auto]: variables with several declarators,
// pointers/references to auto, auto with braced init, function return deduction, trailing returns
struct point { int x, y; };
auto origin() { return point{0, 0}; }
auto fact(int n) -> int { return n <= 1 ? 1 : n * fact(n - 1); }
auto recurse(int n) { if (n == 0) return 0; return recurse(n - 1) + 1; }
auto& first(int (&a)[3]) { return a[0]; }
const auto* cptr(const int* p) { return p; }
auto lam = [](auto x, auto... rest) { return (x + ... + rest); };
template <class T> auto make(T v) { return v; }
struct widget {
  auto size() const { return n; }
  auto data() -> int* { return &n; }
  static auto create() { return widget{3}; }
  int n;
};
int main() {
  auto a = 1, b = 2;
  auto *p = &a, **pp = &p;
  const auto& r = b;
  auto&& fwd = a;
  auto&& tmp = 3.0;
  auto braced{4};
  auto copy = braced;
  static auto s = origin();
  int arr[3] = {1, 2, 3};
  auto& f = first(arr);
  auto dec = arr;
  auto& ref_arr = arr;
  auto fn = fact;
  auto& fref = fact;
  auto w = widget::create();
  auto ul = 10ul;
  return a + **pp + r + fwd + int(tmp) + copy + s.x + f + dec[1] + ref_arr[2] + fn(3) + fref(1) + *cptr(&b)
       + recurse(3) + lam(1, 2, 3) + make('a') - 'a' + w.size() + *w.data() + int(ul) - 49;
}
