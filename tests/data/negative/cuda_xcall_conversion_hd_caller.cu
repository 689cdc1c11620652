// a host-device function converting an object with a device-only conversion function
struct Counter {
    int n;
    __attribute__((device)) operator int() const { return n; }
};
__attribute__((host)) __attribute__((device)) int next(const Counter &c)
{
    int v = c;
    return v + 1;
}
