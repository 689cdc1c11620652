// [basic.scope.hiding] [class.name] p2, [dcl.type.elab]: a variable or function with the
// name of a class in the same scope hides the class; struct S / class S / sizeof(struct S)
// still reach it, and a later redeclaration of the class does not un-hide it
struct S { int a = 1; };
int S = 2;                                   // hides struct S in ordinary lookup
struct S s1;                                 // elaborated-type-specifier finds the class
class S* ps = &s1;
int use_s() { return S + s1.a + ps->a + int(sizeof(struct S)); }
struct timeval { long tv_sec; };
struct timeval timeval_obj{3};
void timeval(struct timeval* tv) { tv->tv_sec += 1; }  // function hides the class
int use_tv() {
  struct timeval t{1};
  timeval(&t);
  timeval(&timeval_obj);
  return int(t.tv_sec + timeval_obj.tv_sec);
}
struct node;
int node(int v) { return v; }
struct node { int v; struct node* next; };     // definition through the hidden name
int use_node() {
  struct node n{4, nullptr};
  struct node* p = &n;
  return node(p->v) + (p->next == nullptr);
}
int main() {
  int r = use_s() + use_tv() + use_node();
  {
    int s_local = S;
    struct S S;                               // block-scope variable named like the class
    S.a = 5;
    r += S.a + s_local;
  }
  return r - 25;
}
