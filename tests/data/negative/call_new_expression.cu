// new-expressions: the constructor a new-expression calls (default, from
// arguments, for each element of an array) checked at the `new`, calls in
// its initializer checked where they are.
struct S { __attribute__((device)) S(int); int v; };
struct D { __attribute__((device)) D(); int v; };
__attribute__((device)) int d(int);
void h1() { S *p = new S(1); }
void h2() { D *q = new D; }
void h3() { int *r = new int(d(2)); }
void h4() { D *a = new D[3]; }
void h5() { S *b = new S{d(4)}; }
