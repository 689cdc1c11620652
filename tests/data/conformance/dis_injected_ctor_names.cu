// [class.ctor] [class.dtor] [temp.local]: constructors and destructors named by the
// injected-class-name, by the template-id A<T> (accepted by the reference), out of class as
// A<T>::A, and with class-qualified names; constructor calls via the injected name
template <class T, class D = void> struct unique {
  T* p = nullptr;
  unique() = default;
  explicit unique<T, D>(T* q) : p(q) {}              // constructor declared with the template-id
  unique(unique&& o) : p(o.p) { o.p = nullptr; }
  unique<T, D>(int, T* q) : p(q) {}
  ~unique() { p = nullptr; }
  unique& operator=(unique&& o) { p = o.p; o.p = nullptr; return *this; }
};
template <class T> struct counted {
  T n;
  counted(T v);
  counted(const counted&);
  ~counted();
  static counted make(T v) { return counted(v); }   // the injected name as a functional cast
};
template <class T> counted<T>::counted(T v) : n(v) {}
template <class T> counted<T>::counted(const counted& o) : n(o.n) {}
template <class T> counted<T>::~counted() {}
struct plain {
  int v;
  plain(int x);
  ~plain();
};
plain::plain(int x) : v(x) {}
plain::~plain() {}
int main() {
  int x = 3;
  unique<int> u(&x);
  unique<int> w(1, &x);
  unique<int> m(static_cast<unique<int>&&>(u));
  counted<int> c = counted<int>::make(4);
  counted<int> c2(c);
  plain pl(5);
  return *m.p + *w.p + c2.n + pl.v - 15;
}
