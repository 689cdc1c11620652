struct S {
    int v;
    __attribute__((device)) S(int x) : v(x) {}
};
int host_fn()
{
    S s(1);
    return s.v;
}
