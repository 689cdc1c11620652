struct V {
    int x;
    __attribute__((host,device)) V operator+(const V &o) const { V r; r.x = x + o.x; return r; }
    __attribute__((host,device)) bool operator<(const V &o) const { return x < o.x; }
};
__attribute__((host,device)) V &operator+=(V &a, const V &b) { a.x += b.x; return a; }
bool operator==(const V &a, const V &b) { return a.x == b.x; }
int host_fn(V a, V b)
{
    a += b;
    if (a == b)
        return 0;
    return a < b ? (a + b).x : 1;
}
