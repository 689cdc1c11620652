// Arrays and string literals passed where no function takes them: their
// types are printed with their bounds ("const char [2]"), and a pointer
// converts to no class whose converting constructors take numbers.
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
void ko(int) {}
void ko(float *) {}
void ka(int) {}
void ka(double) {}
void g(dim3) {}
struct S { int v; };
void host()
{
    int a[3];
    const int b[2][4] = {};
    char s[5];
    S sa[2];
    volatile long v[1];
    ko(a);
    ko(b);
    ko(s);
    ko(sa);
    ko(v);
    ka(a);
    ka(L"ab");
    ka(sa);
    ka(b[0]);
    ko("x");
    g("a");
    g(a);
    g(&s[0]);
}
