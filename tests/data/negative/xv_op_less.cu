struct V {
    int x;
    __attribute__((device)) bool operator<(const V &o) const { return x < o.x; }
};
int host_fn(V a, V b)
{
    if (a < b)
        return 1;
    return 0;
}
