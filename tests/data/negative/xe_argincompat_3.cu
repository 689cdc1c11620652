struct Timer {
    long ticks;
    int laps;
};

void add_ticks(long *acc, long delta);
void bump(int *p);

void update(Timer *t, const int *limit, int n)
{
    int local = 0;
    for (int i = 0; i < n; ++i) {
        add_ticks(&t->laps, i);        // int * -> long *
        add_ticks(&local, 1);          // int * -> long *
    }
    bump(limit);                       // const int * -> int *
    bump(&t->laps);
}
