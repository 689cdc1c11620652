// `&obj` of a class template's specialisation is the built-in address-of
// when the definition it takes declares no operator&: the call it is
// passed to resolves. A definition that declares one leaves it unsure.
template<class T> struct G { __attribute__((device)) void take(G*) {} };
template<class T> struct W { __attribute__((device)) void take(W*) {} int operator&() { return 1; } };
template<class T> struct X { __attribute__((device)) void take(X*) {} };
template<class T> struct X<T*> { __attribute__((device)) void take(int) {} int operator&() { return 1; } };
void plain() { G<int> g; g.take(&g); }
void overloaded() { W<int> w; int x = &w; (void)x; }
void partial() { X<int> x; x.take(&x); X<int*> y; int z = &y; (void)z; }
