// Operators the host may use: host-device and host operator functions,
// the implicit assignment, built-in operators on members.
struct V {
    int x;
    __attribute__((host, device)) V operator+(const V &o) const { return V{x + o.x}; }
    V operator-(const V &o) const { return V{x - o.x}; }
};
struct P { int a; };
__attribute__((host, device)) bool operator<(const P &l, const P &r) { return l.a < r.a; }
int h(V a, V b, P p, P q) {
    V c = a + b;
    V d = a - b;
    c = d;
    P r = p;
    r = q;
    return c.x + d.x + (p < q) + r.a;
}
