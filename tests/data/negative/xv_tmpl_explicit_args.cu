template <typename T>
__attribute__((device)) T make_zero() { return T(); }
double host_fn()
{
    double d = make_zero<double>();
    return d;
}
