// an operator template deduced from a class template's specialisation: device-only, called from the host
template <class T> struct Wrap { T v; };
template <class T> __attribute__((device)) bool operator==(const Wrap<T> &a, const Wrap<T> &b) { return a.v == b.v; }
bool same(const Wrap<int> &a, const Wrap<int> &b)
{
    return a == b;
}
