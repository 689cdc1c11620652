// C++17 conformance: disambiguation
// [expr.new]: new-type-id vs (type-id) vs new-placement: new int(3), new (int)(3),
// new (buf) T, new (buf) (T), new int*[n], new (int (*[2])()), new T[n]{...}
using size_t = decltype(sizeof 0);
void* operator new(size_t, void* p) noexcept { return p; }
void* operator new[](size_t, void* p) noexcept { return p; }
struct pod { int a, b; };
struct obj { int v; obj(int x) : v(x) {} };
template <class T> struct alloc {
  T* construct(void* where, int v) { return new (where) T(v); }
  T* construct_paren(void* where, int v) { return new (where) (T)(v); }
};
int zero() { return 0; }
int main() {
  alignas(16) unsigned char buf[64];
  int* a = new int(3);                     // new-type-id with initializer
  int* b = new (int)(4);                   // parenthesised type-id with initializer
  int* c = new (buf) int(5);               // placement
  int* d = new (buf) (int)(6);             // placement with parenthesised type-id
  int** e = new int*[2];                   // array of pointers
  int (**f)() = new (int (*[2])());        // array of function pointers needs parentheses
  f[0] = zero;
  pod* g = new pod{1, 2};
  pod* h = new pod[2]{{1, 2}, {3, 4}};
  obj* i = new obj(7);
  auto* j = new auto(8);
  int n = 3;
  int (*k)[4] = new int[n][4];
  const int* l = new const int(9);
  alloc<obj> al;
  obj* m = al.construct(buf, 10);
  obj* o = al.construct_paren(buf, 11);
  int r = *a + *b + *d + g->b + h[1].a + i->v + *j + *l + m->v + o->v + f[0]() + (c != nullptr);
  delete a; delete b; delete[] e; delete[] f; delete g; delete[] h; delete i; delete j;
  delete[] k; delete l;
  return r - 60;
}
