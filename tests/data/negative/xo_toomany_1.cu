// One-dimensional arrays with a bound given more braced values than the bound.
struct Item { int id; };

int table_sum(Item *items, double bias)
{
    int primes[4] = { 2, 3, 5, 7, 11 };
    double coeffs[3] = { 0.5, 1.5, 2.5, 3.5, 4.5 };
    Item *slots[2] = { items, items + 1, items + 2 };
    const char *names[1] = { "alpha", "beta" };
    long sizes[2] = { 1L, 2L, 3L };
    int ok[3] = { 1, 2, 3 };
    float w[2] = { 1.0f, 2.0f, 3.0f, 4.0f };
    int s = 0;
    for (int i = 0; i < 3; ++i)
        s += ok[i] + primes[i % 4] + (int)(coeffs[i] + bias);
    return s + slots[0]->id + (int)sizes[1] + (int)w[0] + (names[0] != 0);
}

__attribute__((device)) int lookup(int k)
{
    static const int lut[2] = { 10, 20, 30 };
    unsigned char mask[3] = { 0x1, 0x2, 0x4, 0x8 };
    bool *flags[1] = { 0, 0 };
    return lut[k & 1] + mask[k % 3] + (flags[0] != 0);
}
