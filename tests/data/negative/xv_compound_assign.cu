__attribute__((device)) int total;
void add_total(int x)
{
    total += x;
}
