// overloaded operator(): the argument picks the __device__ one
struct Pick {
    int operator()(int x) const { return x; }
    __attribute__((device)) double operator()(double x) const { return x; }
};
void run(Pick p)
{
    int a = p(1);
    double b = p(2.5);
    (void)a;
    (void)b;
}
