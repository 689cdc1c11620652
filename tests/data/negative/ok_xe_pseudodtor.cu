typedef int I;
typedef double D;

struct Slot {
    I value;
    D weight;
};

void destroy_all(Slot *slots, int n)
{
    for (int i = 0; i < n; ++i) {
        slots[i].value.~I();       // pseudo-destructor on int
        slots[i].weight.~D();      // pseudo-destructor on double
    }
}

void release(I *p, I &r)
{
    I local = *p;
    local.~I();
    p->~I();
    r.~I();
}
