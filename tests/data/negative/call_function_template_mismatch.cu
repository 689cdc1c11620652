// One function template whose deduced specialisation takes an argument by
// no conversion, where the parameter is sure before deduction (it names
// no template parameter, or every template parameter is given): "no
// instance of function template" with the argument's number.
struct S { int v; };
struct I { operator int() const { return 1; } };
struct Str { Str(const char *); };
template <class T> void kt(T a) {}
template <class T, class U> void ku(T a, U b, int c) {}
template <class T> void kr(T a, const S &s) {}
template <class T> void kp(T a, int *p) {}
template <class T, class U> void k2(T a, U b) {}
template <class T> void ks(T a, Str s) {}
void host(int n, long *lp)
{
    kt<int>(S());
    ku(1, 2, S());
    kr(1, 2);
    kp(1, lp);
    kp(1, 2.0);
    k2<int, S>(1, 2);
    k2<S, int>(1, 2);
    ku(1, 2, I());
    kr(1, S());
    kp(n, &n);
    k2<int, long>(1, 2);
    ks(1, "text");
}
