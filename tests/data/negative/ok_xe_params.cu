struct Row { int cells[8]; int width; };

int sum_row(int cells[8], int n)
{
    int s = 0;
    for (int i = 0; i < n; ++i, ++cells)
        s += *cells;               // array parameter is a pointer
    cells = 0;
    return s;
}

int apply(int f(int), int v)
{
    int r = f(v);
    f = 0;                         // function parameter is a pointer
    return r;
}

int twice(int x) { return 2 * x; }
int scan(const Row *rows, int n)
{
    int total = 0;
    const Row *end = rows + n;
    for (const Row *r = rows; r != end; r++)   // pointer-to-const reassigned
        total += r->width;
    rows = end;
    return total + apply(twice, total);
}
