__attribute__((device)) int dv;
int host_sum(int a)
{
    int r = a * 2 + dv;
    return r;
}
