// options: --c++20 --gnu_version=120200
// In C++20 a reversed or rewritten candidate may be the better one: here
// the __host__ functions are chosen, so nothing is reported. A tie goes to
// the candidate that is not rewritten, then to the one not reversed.
struct A { int v; };
__attribute__((device)) bool operator==(const A &, long);
bool operator==(int, const A &);
bool reversed_is_better(A a) { return a == 1; }

struct B { int v; };
bool operator==(const B &, const B &);
__attribute__((device)) bool operator!=(const B &, long);
bool written_operator_worse(B a, B b) { return a != b; }

struct C {
    int v;
    bool operator==(const C &) const;
    __attribute__((device)) bool operator!=(const C &) const;
};
bool device_not_equal_not_used(C a, C b) { return a == b; }

struct D {
    int v;
    bool operator==(int) const;
};
__attribute__((device)) bool operator==(int, const D &);
bool written_order_wins_ties(D d) { return d == 1; }

struct E { int v; };
bool operator<(const E &, const E &);
__attribute__((device)) int operator<=>(const E &, const E &);
bool relational_not_rewritten_wins(E a, E b) { return a < b; }
