// C++17 conformance: disambiguation
// [dcl.ambig.res] p2-p3: parameter-declaration vs abstract declarator: void f(int(x)) names a
// parameter x; void g(int(T)) with T a type is a function-type parameter int(T)
struct tag {};
using cb = int;
int f(int(x)) { return x + 1; }                 // parameter named x
int g(int(tag)) ;                               // parameter of type int(tag) -> int(*)(tag)
int g(int (*p)(tag)) { return p(tag{}); }       // same function, redeclared
int h(int(*)(tag));                             // pointer to function, unnamed
int h(int (*q)(tag)) { return q(tag{}) * 2; }
int k(cb(y), cb(z)) { return y * z; }           // parenthesised parameter names
int m(int(arr)[3]) { return arr[2]; }           // array parameter
int n(int(&r)[2]) { return r[0] + r[1]; }       // reference to array
int p2(int((v))) { return v; }                  // doubly parenthesised name
int fun(tag) { return 5; }
template <class T> int gen(int(T)) { return 7; }     // function-type parameter, dependent
template <class T> int gen2(T(t)) { return t; }      // parameter named t of type T
struct S {
  int mem(int(cb)) const;                       // cb is a type: function parameter
  int mem2(int(q)) const { return q; }
};
int S::mem(int (*fp)(cb)) const { return fp(1); }
int one(int) { return 1; }
int main() {
  int a[3] = {1, 2, 3};
  int b[2] = {4, 5};
  S s;
  return f(1) + g(fun) + h(fun) + k(2, 3) + m(a) + n(b) + p2(1) + gen<tag>(nullptr) + gen2(4) + s.mem(one) + s.mem2(2) - 46;
}
