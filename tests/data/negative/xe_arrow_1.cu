enum Level { Low, Mid, High };

struct Gauge {
    int count;
    double value;
    Level level;
};

int inspect(Gauge &g)
{
    int n = g.count;
    double v = g.value;
    Level lv = g.level;
    int acc = 0;
    for (int i = 0; i < n; ++i)
        acc += n->count;               // '->' on int
    if (v->value > 0.0)                // '->' on double
        acc++;
    if (lv->level == High)             // '->' on enum
        acc--;
    return acc;
}
