// casts to a class: the conversion function an object of an unrelated class converts by is
// checked (explicit ones too: a cast initialises directly), the constructor a cast calls is
// not checked by the reference
struct H { };
struct X { };
struct S { __attribute__((device)) S(const X&); __attribute__((device)) S(int); };
struct F { __attribute__((device)) operator H() const; };
struct G { explicit __attribute__((device)) operator H() const; };
void f1(F f) { (void)(H)f; }
void f2(G g) { (void)(H)g; }
void f3(X x) { (void)static_cast<S>(x); }
void f4(X x) { (void)(S)x; }
void f5(G g) { (void)static_cast<H>(g); }
void f6() { (void)static_cast<S>(1); (void)(S)2; }
