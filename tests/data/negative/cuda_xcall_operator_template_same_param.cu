// an operator template whose one parameter deduces from both operands: device-only, called from the host
struct S { int v; };
template <class T> __attribute__((device)) bool operator==(const T &a, const T &b) { return true; }
bool same(const S &a, const S& b)
{
    return a == b;
}
