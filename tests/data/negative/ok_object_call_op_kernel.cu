// a kernel calling a host-only operator(): the device side is cicc's to check
struct HostOp {
    int operator()(int a) const { return a; }
};
struct DevOp {
    __attribute__((device)) int operator()(int a) const { return a; }
};
__attribute__((global)) void k(HostOp h, DevOp d, int *out)
{
    out[0] = d(1);
}
void host_side(HostOp h)
{
    int r = h(2);
    (void)r;
}
