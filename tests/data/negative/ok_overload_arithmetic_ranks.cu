// Overloads over arithmetic types that one function wins: promotions
// (short, char, bool, wchar_t, char16_t and char32_t to int or unsigned
// int, float to double) beat conversions, an exact match beats both, and
// a member function's object binding does not make a call ambiguous.
void a(int); void a(long);
void b(int); void b(double);
void e(unsigned); void e(int);
void g(double); void g(long double);
void h(int); void h(char);
void i(int); void i(unsigned);
void j(int, int = 0); void j(long);
void m(int, ...); void m(long, ...);
void n(bool); void n(int);
struct S { void q(int) const; void q(long); void r(int); void r(double) const; };
void call(short s, float f, unsigned char uc, wchar_t w, char16_t c16, char32_t c32, bool bb,
          unsigned short us, const S &cs, S &ms, signed char sc, int x) {
  a(s); b(f); e(uc); g(f); h(w); i(c16); i(c32); e(bb); j(1); m(s); n(x);
  a(us); e(sc); a(1L); a('c'); b(1.0f);
  cs.q(1); ms.q(1); ms.r(1); cs.r(1.0);
}
