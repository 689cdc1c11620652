struct S {
    __attribute__((device)) S() {}
};
void host_fn()
{
    S s;
    (void)s;
}
