__attribute__((device)) int flag;
int spin(int n)
{
    if (flag)
        n++;
    while (flag > n)
        n += 2;
    return n;
}
