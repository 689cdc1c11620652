struct Pair { int a; int b; };
__attribute__((device)) Pair dp;
void set_pair(int v)
{
    dp.a = v;
    int t = dp.b;
    (void)t;
}
