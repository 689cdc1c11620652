struct Counter {
    int total;
    int limit;
};

int accumulate(const int step, const int count)
{
    const int base = 10;
    int sum = 0;
    for (int i = 0; i < count; ++i) {
        sum += step;
    }
    base = sum;            // const local
    step += 1;             // const parameter
    count--;               // const parameter
    ++base;                // const local
    return sum + base;
}

int use_counter(Counter *c)
{
    const int cap = c->limit;
    while (c->total < cap) {
        c->total += 2;
        cap *= 2;          // const local compound assignment
    }
    return c->total;
}
