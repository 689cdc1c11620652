// Class template specialisations in user-defined conversions: a
// conversion function of a specialisation (or to one) called for an
// argument, an initializer, a functional cast or a return, and "no
// suitable user-defined conversion" where neither side converts.
struct V { V(const char*); };
struct S { __attribute__((device)) operator V() const; };
void e(V);
void d2(const S& s) { e(s); }
void d3(const S& s) { V v = s; }
void d4(const S& s) { V v(s); }
template<class T> struct V2 { V2(const T*); };
template<class T> struct S2 { __attribute__((device)) operator V2<T>() const; };
void f(V2<char>);
void d5(const S2<char>& s) { f(s); }
void d6(const S2<char>& s) { V2<char> v = s; }
void d7(const S2<char>& s) { V2<char> v(s); }
void d8(const S2<char>& s) { auto v = V2<char>(s); }
struct N { __attribute__((device)) operator V2<int>() const; };
void e2(V2<int>);
void d9(const N& s) { e2(s); }
void d10(const S& s) { auto v = V(s); }
template<class T> struct V3 { __attribute__((device)) V3(const T*); };
template<class T> struct S3 { operator V3<T>() const; };
void h1(const S3<char>& s) { V3<char> v(s); }
void h2(const S3<char>& s) { V3<char> v = s; }
void h3(const S3<char>& s) { auto v = V3<char>(s); }
void h4(const S3<char>& s) { V3<char> v{s}; }

template<class T> struct W { W(int); };
template<class T> struct X { };
template<class T> struct Y { operator W<T>() const; };
template<class T> struct Z { explicit operator W<T>() const; };
struct P { operator W<long>() const; };
void f1(W<int>);
void f2(const W<int>&);
void f3(W<long>);
void g1(X<int> x) { f1(x); }
void g2(X<int> x) { f2(x); }
void g4(Y<long> y) { f1(y); }
void g5(Z<int> z) { f1(z); }
void g8(P p) { f3(p); }
void g9(P p) { f1(p); }
int g11(Y<int> y) { return static_cast<W<int>>(y), 0; }
W<int> g12(Y<int> y) { return y; }
W<int> g13(X<int> x) { return x; }
