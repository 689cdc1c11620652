// C++17 conformance: disambiguation
// [stmt.ambig] functional casts that start an expression-statement: T(a)->m = 1;
// T(a).m; T(a) + 1; T(a)(args); T(a)[i]; T{a}.f(); the continuation decides
struct node { int m = 0; node* next = nullptr; };
struct ptr {
  node* p;
  ptr(node* q) : p(q) {}
  node* operator->() const { return p; }
  node& operator*() const { return *p; }
  int operator()(int x) const { return p->m + x; }
  node& operator[](int) const { return *p; }
  ptr operator++(int) { return *this; }
};
struct counter { static int hits; counter(int) { ++hits; } int get() const { return hits; } };
int counter::hits = 0;
int main() {
  node n;
  node* a = &n;
  ptr(a)->m = 1;          // expression: functional cast then ->
  ptr(a)[0].m += 2;       // expression: functional cast then subscript
  (*ptr(a)).m += 1;
  ptr(a).operator()(3);   // expression: cast then member call
  ptr(a)++;               // expression: cast then postfix ++
  ptr{a}->m += 1;
  int v = int(n.m) + 1;   // functional cast inside an initializer
  counter(7).get();       // expression: cast then member call
  counter{8};             // expression: braced functional cast
  return n.m + counter::hits + v - 8;
}
