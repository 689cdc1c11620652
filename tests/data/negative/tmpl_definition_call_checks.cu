// In a template's definition the reference checks the calls written as
// calls (a function named, qualified, through an object, an object
// called, a specialisation's member) and not those the language makes
// (constructors, destructors, operators, new), nor a class template's own
// members; an object called is reported once there, not twice.
struct S { __attribute__((device)) S() {} __attribute__((device)) int operator+(int) const { return 1; } };
struct D { __attribute__((device)) int v() const { return 1; } };
struct C { __attribute__((device)) int operator()(int) const { return 1; } };
__attribute__((device)) int d(int) { return 1; }
template <class T> struct Spec { __attribute__((device)) static int sd() { return 1; } };

template <class T> int constructs() { S x; S *p = new S; return (x + 1) + (*p + 2); }
template <class T> struct Own {
  __attribute__((device)) static int od() { return 1; }
  __attribute__((device)) int md() { return 1; }
  __attribute__((host)) __attribute__((device)) int hd() { return Own::od() + md(); }
};
template <class T> struct Wrap {
  D dd;
  __attribute__((host)) __attribute__((device)) int g() const { S s; return dd.v() + (s + 1); }
};
__attribute__((device)) int device_use() { Wrap<int> w; return w.g(); }
template <class T> int named(T t) { return d(1) + Spec<int>::sd(); }
template <class T> int object(const C &c) { return c(1); }
template <class T> __attribute__((host)) __attribute__((device)) int both(T) { return d(2); }
