// Host members of class template specialisations reached through the new
// paths (constructors, bases, member operators, address-of) stay silent.
template<class T> struct A { T v; A(T x) : v(x) {} A() : v() {} ~A() {} bool operator==(const A& o) const { return v == o.v; } };
template<class D> struct base { int run() { return 1; } };
template<class T> struct der : base<T> { };
struct crtp : base<crtp> { };
template<class T> struct P { void take(P*) {} };
int use() {
    A<int> a(1), b;
    der<int> d;
    crtp c;
    P<char> p;
    p.take(&p);
    return (a == b) + d.run() + c.run();
}
