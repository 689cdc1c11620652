struct S {
    int v;
    __attribute__((device)) S(int x) : v(x) {}
    __attribute__((device)) ~S() {}
};
__attribute__((global)) void kern(int x) { S s(x); (void)s; }
int host_fn(S *p, S &r)
{
    return p->v + r.v;
}
