struct V {
    int x;
    __attribute__((device)) V operator+(const V &o) const { V r; r.x = x + o.x; return r; }
};
int host_fn(V a, V b)
{
    V c = a + b;
    return c.x;
}
