// Arrays filled exactly, partly, or with bounds deduced from their initialisers.
struct Item { int id; };

int arrays(Item *items, Item &one)
{
    int exact[4] = { 1, 2, 3, 4 };
    int part[5] = { 9, 8 };
    int zero[3] = { };
    double d[2] = { 1.5, 2.5 };
    double dz[6] = { 0.0 };
    Item *ptrs[3] = { items, &one, 0 };
    Item *more[2] = { nullptr };
    const char *names[] = { "a", "b", "c" };
    int unsized[] = { 5, 6, 7, 8, 9 };
    char text[6] = "hello";
    char word[8] = "hi";
    bool *flags[2] = { 0, nullptr };
    long l[1] = { 42L };
    int s = exact[3] + part[4] + zero[2] + (int)(d[1] + dz[5]) + ptrs[1]->id;
    s += (more[1] == 0) + names[2][0] + unsized[4] + text[5] + word[7];
    return s + (flags[1] == 0) + (int)l[0] + (int)(sizeof(unsized) / sizeof(int));
}

__attribute__((global)) void kernel(int *out)
{
    const int lut[3] = { 10, 20, 30 };
    float f[] = { 1.0f, 2.0f };
    out[0] = lut[2] + (int)f[1];
}
