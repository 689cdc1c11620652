// A member of an explicit specialisation defined out of its class through
// a typedef or an alias of it (gmpxx's `mpz_class::operator+=`), however
// many partial specialisations of the template are declared after it: the
// body sees the specialisation's members.
template <class T, class U> class E;
template <int N> struct X {};
template <> class E<int, int> { int mp; void g(); E &operator+=(int); template <class V> E &operator-=(V); };
typedef E<int, int> cls;
using alias = E<int, int>;
template <class T> class E<T, X<1> > {};
template <class T> class E<T, X<2> > {};
template <class T> class E<T, X<3> > {};
template <class T> class E<T, X<4> > {};
template <class T> class E<T, X<5> > {};
template <class T> class E<T, X<6> > {};
template <class T> class E<T, X<7> > {};
template <class T> class E<T, X<8> > {};
template <class T> class E<T, X<9> > {};
void cls::g() { mp = 1; }
inline cls &alias::operator+=(int t) { mp += t; return *this; }
template <class V> inline cls &cls::operator-=(V t) { mp -= (int)t; return *this; }
int main() { return 0; }
