struct V {
    int x;
    __attribute__((device)) V &operator+=(int d) { x += d; return *this; }
};
void host_fn(V &a)
{
    a += 5;
}
