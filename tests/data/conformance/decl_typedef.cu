// conformance program decl_typedef: valid C++17 accepted by the reference front end
// typedef-name: identifier  [dcl.typedef]; typedef with several declarators, function and array
// types, pointers to members, in classes and templates, redeclaration to the same type, typedef struct
typedef unsigned long size_type, *size_ptr, size_arr[4];
typedef int func_t(int, int);
typedef int (*func_ptr)(int, int);
typedef int (&arr_ref)[3];
typedef struct { int x, y; } point;
typedef struct node { node* next; int v; } node_t, *node_ptr;
typedef enum { red, green } color;
typedef int size_type_alias;
typedef int size_type_alias;
int typedef postfix_typedef;
const typedef char cchar;
struct S { int m; int f(int) const { return m; } };
typedef int S::*mem_ptr;
typedef int (S::*cmem_fn)(int) const;
template <class T> struct traits {
  typedef T value_type;
  typedef T* pointer;
  typedef const T& const_reference;
  typedef typename traits<T*>::value_type ptr_value;
};
template <class T> struct traits<T*> { typedef T* value_type; };
func_t add;
int add(int a, int b) { return a + b; }
int main() {
  size_type n = 3; size_ptr pn = &n; size_arr arr = {1, 2, 3, 4};
  func_ptr fp = add;
  int raw[3] = {}; arr_ref r = raw;
  point p{1, 2}; node_t nd{nullptr, 3}; node_ptr np = &nd;
  color c = green; postfix_typedef q = 0; cchar ch = 'a';
  S s{5}; mem_ptr mp = &S::m; cmem_fn mf = &S::f;
  traits<int>::pointer tp = &q; traits<int>::ptr_value pv = tp;
  return int(*pn) + int(arr[3]) + fp(1, 1) + r[0] + p.y + np->v + c + q + (ch == 'a') + (s.*mp) + (s.*mf)(0) + *pv - 23;
}
