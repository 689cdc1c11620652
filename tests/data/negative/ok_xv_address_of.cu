__attribute__((device)) int dv;
__attribute__((constant)) double table[16];
int *host_addr(unsigned long *n)
{
    *n = sizeof(table) + sizeof(dv);
    return &dv;
}
