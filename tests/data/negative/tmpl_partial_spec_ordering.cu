// Two partial specialisations that both match: the more specialised one is
// the definition (tile<I_, J_, h2, L_M> over tile<I_, J_, T, L_M>, const T*
// over T*), its members read with its value parameters bound.
enum layout { L_I = 0, L_M = 20 };
struct h2 { int a, b; };
template<int I_, int J_, class T, layout L = L_I> struct tile {};
template<int I_, int J_, class T> struct tile<I_, J_, T, L_M> { static constexpr int ne = I_ * J_ / 32; T x[ne]; };
template<int I_, int J_> struct tile<I_, J_, h2, L_M> { static constexpr int ne = I_ * J_ / 8; h2 x[ne]; };
template<class T> struct pick { typedef int type; };
template<class T> struct pick<T*> { typedef long type; };
template<class T> struct pick<const T*> { typedef char type; };
__attribute__((device)) int dd(const h2 *p);
__attribute__((device)) int dl(long);
__attribute__((device)) int dc(char);
void f1() { tile<8, 4, h2, L_M> t; dd(t.x + 1); }
void f2() { dl(sizeof(tile<8, 4, h2, L_M>::x) / sizeof(h2)); }
void f3() { pick<const int*>::type c = 0; dc(c); pick<int*>::type l = 0; dl(l); }
