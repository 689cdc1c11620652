// C++17 conformance: disambiguation
// [stmt.ambig] with template-ids and qualified names: A<int>(x); and ns::T(x); declare
// variables; f<int>(x); and ns::g(x); are calls; A<int>(x).m and A<int>{x} are expressions
namespace ns {
  inline int side = 0;
  template <class T> struct cell { T v{}; cell() = default; cell(T x) : v(x) {} T get() const { return v; } void add(T d) { v += d; } };
  struct plain { int m = 0; plain() = default; plain(int v) : m(v) {} void bump() const { side += m; } };
  template <class T> T ident(T v) { return v; }
    inline void note(int v) { side += v; }
}
template <class T> struct pair_ { T a{}, b{}; };
int main() {
  int x = 4;
  {
    ns::cell<int>(x);                     // declaration of x (hides the outer one)
    x.v = 2;
    ns::cell<int>(*px) = &x;
    pair_<ns::cell<int>>(pr);              // declaration with a nested template-id
    pr.a.v = 1;
    ns::plain(y);                          // declaration of y through a qualified name
    y.m = 3;
    ::pair_<long>(q);
    q.b = 5;
    ns::side += x.v + px->v + pr.a.v + y.m + int(q.b);
  }
  ns::ident<int>(x);                       // call of a function template specialization
  ns::note(x);                             // qualified call
  ns::cell<int>(x).get();                  // expression: functional cast then member call
  ns::cell<int>{x}.add(1);                 // expression: braced functional cast
  ns::plain(x).bump();                     // expression: continuation after the cast
  ns::ident<ns::plain>(ns::plain(x)).bump();
  return ns::side - 25;
}
