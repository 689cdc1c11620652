// the conversion function is a base's: the derived object converts through it; host-device, accepted
struct Base {
    int v;
    __attribute__((host)) __attribute__((device)) operator int() const { return v; }
};
struct Derived : Base {
    int extra;
};
int twice(const Derived &d)
{
    int x = d;
    return x + d;
}
