struct V { int x; };
__attribute__((device)) bool operator==(const V &a, const V &b) { return a.x == b.x; }
bool host_fn(V a, V b)
{
    return a == b;
}
