// C++17 conformance: disambiguation
// [stmt.ambig] expression-statement vs declaration: with T a type, T(a); T(*p)(int);
// T(x), y; T(a)[3]; T(&r) = x; are declarations (declarator in parentheses)
struct widget { int m = 0; widget() = default; widget(int v) : m(v) {} };
using handler = int;
template <class T> struct box { T value{}; };
int twice(int v) { return 2 * v; }
int run() {
  int a = 4;
  {
    widget(a);            // declares widget a (hides the outer a)
    a.m = 3;
    widget(*fp)(int);     // pointer to function (int) returning widget
    fp = nullptr;
    widget(x), y;         // declares x and y
    x.m = 1; y.m = 2;
    widget(arr)[3];       // array of three widgets
    arr[0].m = a.m;
    handler(h) = 5;       // declares int h = 5
    handler(*hp) = &h;
    box<int>(b);          // template-id as the type
    b.value = h;
    int(*tw)(int) = twice;
    widget(&ref) = arr[0];
    if (fp != nullptr) return -1;
    return a.m + x.m + y.m + arr[0].m + *hp + b.value + tw(1) + ref.m;
  }
}
template <class T> int dependent() {
  T(t);                   // declaration of t even though T is dependent
  T(*pt) = &t;
  T(u), v;
  t = 1; u = 2; v = 3;
  return t + *pt + u + v;
}
int main() { return run() + dependent<int>() - 27; }
