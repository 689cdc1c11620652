// new-expression [expr.new]: noptr-new-declarator [ expression ] [ constant ]..., array new
// with braced initializers and deduced bounds (C++20 excluded), new auto ( x ), new auto{ x },
// new-declarator with pointer / pointer-to-member operators
using size_t = decltype(sizeof 0);
inline void* operator new[](size_t, void* p) noexcept { return p; }
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct S { int m; };

int run(int n) {
  int* a = new int[n];
  int* b = new int[n]();
  int* c = new int[3]{1, 2, 3};
  int* d = new int[n]{1, 2};
  int (*e)[4] = new int[n][4];
  int (*f)[2][3] = new int[n][2][3]{};
  S* g = new S[2]{{1}, {2}};
  int** h = new int*[n];
  int S::** i = new int S::*[2];
  const char** j = new const char*[2]{"a", "b"};
  auto k = new auto(42);
  auto l = new auto{3.5};
  auto m = new auto('c');
  auto o = new const auto(n);
  static_assert(is_same<decltype(k), int*>::value && is_same<decltype(l), double*>::value);
  static_assert(is_same<decltype(m), char*>::value && is_same<decltype(o), const int*>::value);
  int (**p)(int) = new (int (*[3])(int));
  int (*q)[3] = new (int[2][3]);
  alignas(int) unsigned char buf[64];
  int* r = new (buf) int[n]{9, 8};
  unsigned* s = new unsigned[n + 1 > 4 ? n : 4]{};
  int total = a[0] + b[0] + c[2] + d[1] + e[0][0] + f[0][1][2] + g[1].m + (h != nullptr) + (i != nullptr)
            + *j[1] + *k + int(*l) + *m + *o + (p != nullptr) + q[1][2] + r[0] + int(s[0]);
  delete[] a; delete[] b; delete[] c; delete[] d; delete[] e; delete[] f; delete[] g; delete[] h;
  delete[] i; delete[] j; delete k; delete l; delete m; delete o; delete[] p; delete[] q; delete[] s;
  return total;
}
template<class T> T* make_array(size_t n) { return new T[n]{}; }
template<class T> T* copy_of(const T& v) { return new auto(v); }
int* use() { delete copy_of(1.0); return make_array<int>(8); }
