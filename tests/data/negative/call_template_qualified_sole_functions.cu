// In a template, a call by a qualified name (no argument-dependent lookup)
// to a namespace's one function, neither overloaded nor a template, is
// bound by the reference whatever its arguments: `ns::dv(t)` with a
// dependent argument is checked there. An unqualified name, an overloaded
// one or a template waits for instantiation.
namespace ns {
__attribute__((device)) int dv(int x) { return -x; }
__attribute__((device)) int ov(int);
__attribute__((device)) int ov(long);
template <class T> __attribute__((device)) int tf(T);
}
__attribute__((device)) int gdv(int);
template <class T> __attribute__((host)) __attribute__((device)) int b1(T t) { return ns::dv(t); }
template <class T> int b2(T t) { return ::gdv(t); }
template <class T> int b3(T t) { return (ns::dv)(t.x); }
template <class T> int b4(T t) { return ns::ov(t); }
template <class T> int b5(T t) { return ns::tf(t); }
template <class T> int b6(T t) { return gdv(t); }
template <class... T> int b8(T... t) { return ns::dv(t...); }
template <class T> int b10(T t) { return ns::dv(t) + 1; }
