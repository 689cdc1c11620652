// a class with two conversion functions: which one `!s` calls is the reference's overload resolution; both are host-device here
struct Scalar {
    float v;
    __attribute__((host)) __attribute__((device)) explicit operator bool() const { return v != 0.0f; }
    __attribute__((host)) __attribute__((device)) operator float() const { return v; }
};
bool empty(const Scalar &s)
{
    return !s;
}
