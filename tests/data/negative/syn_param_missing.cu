int f(int a, ; int b = zz;
struct S { void m(int, ); void n( ; };
int c = yy;
