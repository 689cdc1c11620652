// In a template, an `auto` local initialised by an expression that depends
// on no parameter has that expression's type: calls through it, or
// passing it, are checked where the template is defined.
struct S { __attribute__((device)) void f(); int g(); };
__attribute__((device)) int d(int);
__attribute__((device)) S mk();
template <class T> void t1() { auto s = S(); s.f(); }
template <class T> void t2() { auto x = 1; d(x); }
template <class T> void t3(T t) { auto x = t; d(x); }
template <class T> void t4() { auto x = S().g(); d(x); }
template <class T> struct K { T m; void t5() { auto x = m; d(x); } void t6() { auto &r = *this; (void)r; } };
template <class T> void t7() { auto p = new S; p->f(); }
template <class T> void t9() { auto x = sizeof(T); d(x); }
template <class T> void t10() { auto l = [] { return 1; }; d(l()); }
int main() { return 0; }
