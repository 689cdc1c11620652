// Plain assignments between types that cannot convert.
struct Job { int id; Job *next; };
struct Queue { Job *head; int size; };
enum State { Idle, Busy, Done };
enum class Prio { Low, High };

void schedule(Queue *q, const Job *pending, double load, State *states, int n)
{
    Job *cur = 0;
    int slot = 0;
    State st = Idle;
    Prio pr = Prio::Low;
    cur = pending;
    cur = q;
    slot = q->head;
    q->size = cur;
    st = slot;
    st = pr;
    pr = 1;
    states[0] = n;
    q->head = load;
    q->head->next = &slot;
    float *f = 0;
    f = &load;
    states = q->head;
}

__attribute__((device)) void fill(int *dst, const int *src, long off)
{
    dst = src;
    dst[0] = src;
    off = dst;
}
