// a local variable of an unnamed union type: its member assigned from a device function
__attribute__((device)) float device_bits(unsigned int u);
unsigned int pun(float f)
{
    union {
        float f;
        unsigned int i;
    } u;
    u.f = f;
    u.f = device_bits(u.i);
    return u.i;
}
