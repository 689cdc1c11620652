struct S {
    int v;
    __attribute__((device)) S(int x) : v(x) {}
};
int host_fn()
{
    return S(4).v + 1;
}
