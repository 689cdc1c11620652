// Hidden friends of class templates called from host code where they are
// host functions; two specialisations in one call leave it unresolved.
template<class T> struct X {
    T v;
    friend bool operator==(const X& a, const X& b) { return a.v == b.v; }
    friend int get(const X& a) { return a.v; }
    friend int pick(const X& a, int) { return a.v; }
};
template<class T> struct Y { T v; template<class U> friend int pick(const X<U>&, const Y&) { return 0; } };
int use(X<int> a, X<int> b, X<long> c, Y<int> y) { return (a == b) + get(a) + get(c) + pick(a, 1) + pick(a, y); }
