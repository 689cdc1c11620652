// A member operator of a class template called on two operands of the same
// specialisation (the right operand's members are no candidates), beside a
// non-member operator template that cannot deduce from them.
template<class T> struct A {
    T v;
    __attribute__((device)) bool operator==(const A& o) const { return v == o.v; }
    __attribute__((device)) bool operator<(int) const { return true; }
};
template<class T> struct C { T v; };
template<class T> __attribute__((device)) bool operator==(const C<T>&, const A<T>&) { return true; }
void same(A<int> a, A<int> b) { bool x = a == b; (void)x; }
void scalar(A<int> a) { bool x = a < 2; (void)x; }
void mixed(A<int> a, C<int> c) { bool x = c == a; (void)x; }
