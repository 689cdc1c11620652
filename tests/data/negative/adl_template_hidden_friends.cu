// Hidden friends of a class template, found by argument-dependent lookup
// through a specialisation and read with its arguments: functions and
// operators, a friend of another specialisation named in a template
// argument, and a specialisation's member compound assignment.
namespace lib {
template<class T> struct X {
    T v;
    __attribute__((device)) friend bool operator<(const X& a, const X& b) { return a.v < b.v; }
    __attribute__((device)) friend int get(const X& a) { return a.v; }
    friend int host_get(const X& a) { return a.v; }
    __attribute__((device)) X& operator+=(const X& o) { v += o.v; return *this; }
    X& operator-=(const X& o) { v -= o.v; return *this; }
};
template<class T> struct box { T t; };
}
void less(lib::X<int> a, lib::X<int> b) { bool l = a < b; (void)l; }
void named(lib::X<int> a) { get(a); host_get(a); }
void compound(lib::X<float> a, lib::X<float> b) { a -= b; a += b; }
void through_argument(lib::X<long> a, lib::box<lib::X<long> > *p) { get(a); (void)p; }
