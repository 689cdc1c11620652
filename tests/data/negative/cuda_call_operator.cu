// Overloaded operators are calls: a __device__ operator function used in
// host code is reported at the operator, members and non-members alike.
struct V {
    int x;
    __attribute__((device)) V operator+(const V &o) const { return V{x + o.x}; }
    __attribute__((device)) V &operator+=(int d) { x += d; return *this; }
    __attribute__((device)) int operator[](int i) const { return x + i; }
    __attribute__((device)) V operator-() const { return V{-x}; }
    __attribute__((device)) V &operator++() { ++x; return *this; }
};
struct W { int y; };
__attribute__((device)) bool operator==(const W &a, const W &b) { return a.y == b.y; }
__attribute__((device)) W operator*(const W &a, int k) { return W{a.y * k}; }
int h1(V a, V b) { V c = a + b; c += 2; return c[1]; }
V h2(V a) { ++a; return -a; }
bool h3(W p, W q) { return p == q; }
W h4(W p) { return p * 3; }
