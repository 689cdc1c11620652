// the template cannot deduce from a plain class: the device overload is the one called
template <class T> struct Box { T v; };
struct Plain { int v; };
template <class T> int measure(const Box<T> &b) { return sizeof(b); }
__attribute__((device)) int measure(const Plain &p) { return p.v; }
int host_measure(const Plain &p)
{
    return measure(p);
}
