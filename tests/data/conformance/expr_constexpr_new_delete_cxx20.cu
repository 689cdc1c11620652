// options: --c++20 --gnu_version=120200
// new-expression / delete-expression in constant evaluation [expr.const]/5 (C++20, P0784):
// transient allocations, arrays, class types with destructors, virtual calls and dynamic_cast
struct node { int value; node* next; };
constexpr int list_sum(int n) {
  node* head = nullptr;
  for (int i = 1; i <= n; ++i) head = new node{i, head};
  int s = 0;
  while (head) { node* next = head->next; s += head->value; delete head; head = next; }
  return s;
}
static_assert(list_sum(10) == 55);

constexpr int array_alloc(int n) {
  int* p = new int[n]{};
  for (int i = 0; i < n; ++i) p[i] = i * i;
  int r = p[n - 1];
  delete[] p;
  return r;
}
static_assert(array_alloc(5) == 16);

template<class T> struct vector {
  T* data = nullptr; int size = 0, cap = 0;
  constexpr void push(T v) {
    if (size == cap) { int nc = cap ? cap * 2 : 1; T* nd = new T[nc]; for (int i = 0; i < size; ++i) nd[i] = data[i]; delete[] data; data = nd; cap = nc; }
    data[size++] = v;
  }
  constexpr ~vector() { delete[] data; }
};
constexpr int grow() { vector<int> v; for (int i = 0; i < 9; ++i) v.push(i); return v.size * 100 + v.cap; }
static_assert(grow() == 916);

struct shape { constexpr virtual ~shape() {} constexpr virtual int area() const = 0; };
struct square : shape { int s; constexpr square(int x) : s(x) {} constexpr int area() const override { return s * s; } };
struct rect : shape { int w, h; constexpr rect(int a, int b) : w(a), h(b) {} constexpr int area() const override { return w * h; } };
constexpr int polymorphic() {
  shape* shapes[] = {new square(3), new rect(2, 5)};
  int total = 0;
  for (shape* s : shapes) total += s->area();
  int squares = 0;
  for (shape* s : shapes) squares += dynamic_cast<square*>(s) != nullptr;
  for (shape* s : shapes) delete s;
  return total * 10 + squares;
}
static_assert(polymorphic() == 191);
