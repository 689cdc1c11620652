// C++17 conformance: disambiguation
// [stmt.ambig] when T is a function, a variable or a function object (not a type name) the
// statements T(a); T(*p); T(x), y; T(a)->m; are expression-statements
struct node { int m; };
int hits = 0;
int f(int v) { return hits += v; }
node* pick(node* p) { return p; }
struct fn_obj { int operator()(int v) const { return v + 1; } } g;
int (*fp)(int) = f;
int main() {
  int a = 2, x = 3, y = 4;
  int* p = &a;
  node n{0};
  f(a);                   // call
  f(*p);                  // call with dereference
  f(x), y;                // comma expression
  g(a);                   // function object call
  fp(a);                  // call through pointer variable
  (f)(a);                 // parenthesised function name
  pick(&n)->m = 1;        // call then member access
  pick(&n)[0].m += 1;
  f(x), f(y), g(x);
  auto lam = [](int v) { return v; };
  lam(a);
  int arr[3] = {1, 2, 3};
  hits += arr[1];
  (void)g(a);
  return hits + n.m - 28;
}
