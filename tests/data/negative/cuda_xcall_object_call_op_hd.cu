// a host-device function calling a class object whose operator() is device-only
struct Op {
    __attribute__((device)) int operator()(int a, int b) const { return a + b; }
};
__attribute__((host)) __attribute__((device)) int combine(const Op &op, int a)
{
    return op(a, a);
}
