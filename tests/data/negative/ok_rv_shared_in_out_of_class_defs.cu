// review: shared_in_out_of_class_defs
struct A { struct B { __attribute__((device)) void f(); }; };
void A::B::f() { __attribute__((shared)) int x[4]; x[0] = 1; }
template <class T> struct C { template <class U> __attribute__((device)) void f(U); };
template <class T> template <class U> void C<T>::f(U) { __attribute__((shared)) int x[4]; x[0] = 1; }
struct S { __attribute__((device)) S(); __attribute__((device)) ~S(); __attribute__((device)) S& operator=(const S&); __attribute__((device)) operator int() const; };
S::S() { __attribute__((shared)) int x[4]; x[0] = 1; }
S::~S() { __attribute__((shared)) int x[4]; x[0] = 1; }
S& S::operator=(const S&) { __attribute__((shared)) int x[4]; x[0] = 1; return *this; }
S::operator int() const { __attribute__((shared)) int x[4]; x[0] = 1; return 0; }
struct M { template <class T> __attribute__((device)) void t(); };
template <class T> void M::t() { __attribute__((shared)) T x[4]; x[0] = 1; }
