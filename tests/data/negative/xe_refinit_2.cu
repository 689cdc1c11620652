struct Stats {
    long samples;
    int errors;
};

void swap_halves(int &value);

void normalize(Stats *s, int n)
{
    long total = 0;
    for (int i = 0; i < n; ++i) {
        total += s[i].samples;
        swap_halves(s[i].errors);
        swap_halves(s[i].samples);     // long lvalue -> int &
    }
    swap_halves(total);                // long lvalue -> int &
}
