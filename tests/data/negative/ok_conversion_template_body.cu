// a conversion inside a function template's body is checked only where the reference checks it
struct Dev {
    int n;
    __attribute__((device)) operator int() const { return n; }
};
template <class T> int value_of(const T &t)
{
    int v = t;
    return v;
}
int host_only(int x)
{
    return x + 1;
}
