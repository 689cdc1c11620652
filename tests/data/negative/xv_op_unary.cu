struct V {
    int x;
    __attribute__((device)) V operator-() const { V r; r.x = -x; return r; }
    __attribute__((device)) V &operator++() { ++x; return *this; }
};
int host_fn(V a)
{
    ++a;
    V b = -a;
    return b.x;
}
