struct S {
    int v;
    __attribute__((device)) ~S() {}
};
void host_fn()
{
    S s;
    s.v = 1;
}
