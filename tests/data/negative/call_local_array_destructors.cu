// A local array of a class: its elements' destruction is checked where it
// is declared (with or without an initializer, static too), their
// construction is not, as the reference does.
struct S { __attribute__((device)) ~S(){} };
struct C { __attribute__((device)) C(); };
struct CD { __attribute__((device)) CD(); __attribute__((device)) ~CD(); };
void h1(){ S a[2]; }
void h2(){ S a[2][3]; }
void h3(){ C c[2]; }
void h4(){ CD c[2]; }
void h5(){ S a[2] = {}; }
void h6(){ static S a[2]; }
template <class T> void t1() { S a[2]; }
template <class T> void t2() { T a[2]; }
template <class T> struct K { void m() { S a[3]; } };
template <class T> struct W { __attribute__((device)) ~W(); };
void h8() { W<int> w[2]; }
__attribute__((device)) void dd() { S a[2]; }
__attribute__((host)) __attribute__((device)) void hd() { S a[2]; }
int main() { return 0; }
