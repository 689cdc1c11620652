// an object initialised from an unrelated class's object: that class's conversion function
// yielding it is called for the implicit copy constructor (explicit ones too when the
// initialisation is direct); the caret is at the argument, the type as the demangler writes it
namespace n { struct H { }; }
struct R { unsigned short x; };
struct W { W() = default; W(const R&); W(float); };
struct F {
  unsigned char s;
  explicit __attribute__((device)) operator W() const;
  explicit operator float() const;
  __attribute__((device)) operator n::H() const;
  explicit __attribute__((device)) operator int() const;
  int g(W) const;
  int f1() const { return g(W(*this)); }
  void f2() const { W w(*this); }
  void f3() const { n::H h = *this; }
  void f4() const { n::H h(*this); }
  int f5() const { return g(static_cast<W>(*this)); }
  int f6() const { return int(*this); }
};
struct G { __attribute__((device)) operator int*() const; };
void f7(G g) { int *p(g); }
