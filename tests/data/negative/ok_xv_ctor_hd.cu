struct S {
    int v;
    __attribute__((host,device)) S(int x) : v(x) {}
    __attribute__((host,device)) ~S() {}
};
int host_fn()
{
    S a(1);
    S b = 2;
    return a.v + b.v + S(3).v;
}
