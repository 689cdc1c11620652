// two calls of one operator template's specialisations: the second names its callee mangled
struct Meter { int v; };
template <class T> __attribute__((device)) bool operator==(const Meter &a, const T &b) { return a.v == b; }
bool by_double(const Meter &a, double b)
{
    return a == b;
}
bool by_int(const Meter &a, int b)
{
    return a == b;
}
